# `canasta serve`: die Links, und was ein Handy an der Tür erfährt (ein
# Link, der ihm fehlt; ein Link, zu dem eine andere Seite es schickt).

link-others-on-page = Die Seite des Spielleiters zeigt den Link und QR-Code jeder Partei zum Weitergeben. Die Links bleiben dieselben, wenn der Punkteblock wieder startet (--new-links macht neue).
link-not-kept = Die Links konnten nicht für den nächsten Start aufbewahrt werden ({ $cause }): dann sind sie neu.

link-lost-title = Dieses Handy braucht seinen Link
link-lost-text = Dieses Handy hat keinen Link zum Punkteblock, oder einen alten. Den Spielleiter um den Link für dieses Handy bitten: Seine Seite zeigt den Link und QR-Code jeder Partei. Den Code scannen oder den Link öffnen, dann öffnet sich der Punkteblock hier.
link-lost-old = Die Links wurden neu gemacht: Der Link, den dieses Handy hatte, öffnet den Punkteblock nicht mehr.
link-other-language = In English:

link-switch-title = Den Punkteblock mit einem anderen Link öffnen?
link-switch-text = Eine Seite hat dieses Handy mit einem Link zum Punkteblock geschickt: { $role }.
link-switch-held = Dieses Handy hat schon einen Link: { $held }. Der neue ersetzt ihn.
link-switch-yes = Mit dem neuen Link öffnen
link-switch-no = Den Link dieses Handys behalten
link-role-organiser = der des Spielleiters
link-role-side = der von { $side }
link-role-viewer = der eines Zuschauers
link-role-director = der der Turnierleitung
link-role-table = der von Tisch { $table }
link-role-player = der von { $player }
