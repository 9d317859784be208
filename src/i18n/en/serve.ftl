# `canasta serve`: what it prints at the start, and the pages on the phones.

serve-listening = Serving { $file } at { $url }
serve-local-only = Only this computer reaches it; start with --lan for the phones at the table.
serve-lan-note = Phones on the same network open the links below. If one cannot reach the pad: allow port { $port } in this computer's firewall, and join a network whose devices see each other (a guest Wi-Fi often keeps them apart).
serve-link-organiser = The organiser (enters whole hands, undo, redo, edit):
serve-link-side = { $side } (enters its own half of each hand):
serve-link-viewer = Viewers (read only):
serve-stop = Ctrl-C stops the pad; the game file keeps every hand.

serve-title = Canasta score pad
serve-nav-pad = Score pad
serve-nav-referee = Referee
serve-other-lang = Deutsch
serve-you-organiser = The organiser's phone: it enters whole hands, undoes and changes them.
serve-you-side = This phone enters { $side }'s points of each hand.
serve-you-viewer = This phone only watches.
serve-players = { $players }
serve-first = { $player } plays first.
serve-leads = leads by { $n }
serve-to-go = { $n } to go
serve-reached = target reached
serve-min-next = next initial meld { $min }
serve-file-problem = The game file cannot be read now ({ $message }); the pad shows it as it was last read.

serve-enter-hand = Enter hand { $hand }
serve-enter-half = Hand { $hand }: { $side }'s points
serve-half-in-already = { $side }'s points of hand { $hand } are in. Sending again replaces them.
serve-edit-hand = Change hand { $hand }
serve-edit-keep = A side left empty keeps what it has.
serve-over-title = The game is over
serve-over-what-now = Another game, with the same sides or others: the organiser starts it on the computer that serves this pad, which then shows the new game's links for the phones.
serve-over-undo = Was the last hand wrong? Undo it below and enter it again.
serve-tab-count = Count
serve-tab-points = Points
serve-field-tally = The count as text (type here, or count above)
serve-field-tally-example = natural:1, red3:1, out, cards:120
serve-field-points = Or the points: bonus,card points (600,345), or the total alone (-235)
serve-points-note = The two numbers of a paper score pad.
serve-field-bonus = Bonus
serve-field-cards = Card points
serve-force = Enter even though no hand can score these numbers
serve-send = Save the hand
serve-send-half = Send our points
serve-send-edit = Save the change
serve-cancel-edit = Back
serve-undo = Undo
serve-redo = Redo
serve-edit-which = Change hand number
serve-edit = change
serve-keypad-sign = ±
serve-keypad-back = ⌫
serve-keypad-label = card points keypad
serve-minus = one less
serve-plus = one more
serve-pending = Not yet confirmed: kept on this phone and sent again until the pad answers.
serve-saved = Saved.
serve-half-saved = Our points are in; the hand is added when every side's are.
serve-offline = The pad can't be reached. What is entered stays on this phone and is sent when the pad is back.
serve-busy = The pad is busy; trying again in a moment.
serve-lost-link = The pad no longer knows this phone. Open your link again (the organiser's phone shows every side's link and QR code); what was entered here is kept and sent then.
serve-moved-on = A hand was entered meanwhile: check that what is typed here belongs to the hand now shown before sending it.
serve-wake-lock = The screen stays on while the pad is open.

serve-halves-title = Hand { $hand } so far
serve-half-in = { $side }: { $text }
serve-half-nothing = nothing counted
serve-half-waiting = { $side }: waiting
serve-refused = Hand { $hand } was refused: { $reason }. The points sent are kept: correct one side's and send them again.

serve-hands-older = Hands 1 to { $last }
serve-sign = Signed for { $side }

serve-log-title = Changes
serve-log-older = Earlier changes
serve-log-line = { $change }, { $by }
serve-log-at = at { $time }

serve-links-title = Links for the table
serve-links-note = Each phone opens its own link, or scans its code: the link is the key to this game. Don't show the organiser's link to others.
serve-links-organiser = The organiser
serve-links-side = { $side }
serve-links-viewer = Viewers (read only)

serve-no-token-title = This page needs its link
serve-no-token-text = This phone has no key to this game, or an old one. Ask the organiser for your side's link or QR code (the organiser's phone shows them under "Links for the table") and open it: what was entered on this phone is kept and sent then.

serve-item-natural = { $n ->
    [one] { $n } { -canasta-natural }
   *[other] { $n } { -canastas-natural }
}
serve-item-mixed = { $n ->
    [one] { $n } { -canasta-mixed }
   *[other] { $n } { -canastas-mixed }
}
serve-item-wild = { $n ->
    [one] { $n } canasta of wild cards
   *[other] { $n } canastas of wild cards
}
serve-item-kind = { $kind }: { $n }
serve-item-from-hand = { $n } of them laid complete from the hand
serve-item-red3 = { $n ->
    [one] { $n } { -red-three }
   *[other] { $n } red threes
}
serve-item-black3 = { $n ->
    [one] { $n } { -black-three }
   *[other] { $n } black threes
}
serve-item-out = went out
serve-item-concealed = went out concealed
serve-item-melded = melded
serve-item-unmelded = melded nothing
serve-item-cards = card points { $n }
serve-item-held = { $n } of them held
serve-item-incomplete = incomplete melds ({ $kind }): { $n }
serve-item-set = caught with a set ({ $rank }): { $n }
serve-item-caught3 = threes caught in a hand: { $n }
serve-item-foot3 = red threes in a foot: { $n }
serve-item-special = the special hand { $name }

serve-kind-of-rank = canastas of { $ranks }
serve-kind-sequence = { $name } (canastas in sequence, one suit)
serve-kind-wild = { $name } (canastas of wild cards)
serve-kind-named = { $name } canastas

serve-help-red3-each = { $each } each
serve-help-red3-doubling = { $each } for one, doubling with each more
serve-help-red3-total = { $count } together { $total }
serve-help-red3-minus = { $when ->
    [no-meld] minus if the side melded nothing
    [no-canasta] minus if the side has no canasta
    [per-canasta] each needs a canasta of its own, the rest count minus
    [all-or-nothing] all minus with fewer canastas than red threes
   *[never] never minus
}
serve-help-red3-by-canastas = with { $canastas } canastas { $sign ->
    [minus] minus
    [zero] nothing
   *[plus] plus
}

serve-referee-title = Referee under { $rules }
serve-ref-meld = Is this meld legal?
serve-ref-pickup = May I take the pile?
serve-ref-go-out = May I go out?
serve-ref-cards = Cards of the meld
serve-ref-hand = My hand
serve-ref-top = Top card of the pile
serve-ref-table = Our melds on the table (; between melds)
serve-ref-frozen = The pile is frozen
serve-ref-opened = We have made our initial meld
serve-ref-score = Our score
serve-ref-going-out = I go out with it
serve-ref-ask = Ask
serve-ref-yes = Yes
serve-ref-no = No
serve-ref-full = The whole answer
serve-ref-at-cards = cards
serve-ref-at-hand = hand
serve-ref-at-top = top card
serve-ref-at-table = melds on the table
serve-ref-at-score = score
serve-picker = Tap cards, or type them: h10 dK ♠B jk
serve-picker-clear = Clear
serve-evening-link-organiser = The director (reads and writes every table, draws the next round):
serve-evening-link-table = Table { $table } (enters the hands of that table, all evening):
serve-evening-link-player = { $player } (follows the player from table to table):
serve-evening-title = Club evening
serve-evening-round = Round { $round }
serve-evening-tables = Tables
serve-evening-next = Draw the next round
serve-evening-next-wait = The next round can be drawn once every table has finished its game.
serve-evening-links = Links to hand out
serve-evening-links-note = Each table's phone opens its table's link; each player may open their own, which follows them from table to table. Don't show the director's link to others.
serve-evening-table = Table { $table }
serve-evening-sit = Round { $round }: sit at table { $table }.
serve-evening-partner = With { $partner }, against { $others }.
serve-evening-bye = Round { $round }: you sit this round out (a bye).
serve-evening-standing = In the standings: { $rank } of { $count }, { $points } match points, difference { $difference }.
serve-evening-byes = Sitting out: { $players }
serve-evening-print = Print the standings and each table's list
serve-evening-sheet = Table { $table }, round { $round }
serve-evening-seats = North { $n }, East { $e }, South { $s }, West { $w }
