# `canasta serve`: the links, and what a phone is told at the door (a link
# it lacks, a link another page sent it to).

link-others-on-page = The organiser's page shows every side's link and QR code, to hand around. The links stay the same when the pad starts again (--new-links makes new ones).
link-not-kept = The links could not be kept for the next start ({ $cause }): they will be new then.

link-lost-title = This phone needs its link
link-lost-text = This phone has no link to the pad, or an old one. Ask the organiser for this phone's link: the organiser's page shows every side's link and QR code. Scan the code, or open the link, and the pad opens here.
link-lost-old = The links were made anew: the link this phone had opens the pad no more.
link-other-language = Auf Deutsch:

link-switch-title = Open the pad with another link?
link-switch-text = A page sent this phone to the pad with a link: { $role }.
link-switch-held = This phone holds a link already: { $held }. Opening the new one replaces it.
link-switch-yes = Open with the new link
link-switch-no = Keep this phone's link
link-role-organiser = the organiser's
link-role-side = { $side }'s
link-role-viewer = a viewer's
link-role-director = the director's
link-role-table = table { $table }'s
link-role-player = { $player }'s
