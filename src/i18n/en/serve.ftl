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
serve-you-organiser = This is the organiser's phone.
serve-you-side = This phone enters { $side }'s half of each hand.
serve-you-viewer = This phone only watches.
serve-leads = leads by { $n }
serve-to-go = { $n } to go
serve-reached = target reached
serve-min-next = next initial meld { $min }
serve-file-problem = The game file cannot be read now ({ $message }); the pad shows it as it was last read.

serve-enter-hand = Enter hand { $hand }
serve-enter-half = { $side }'s half of hand { $hand }
serve-edit-hand = Change hand { $hand }
serve-edit-keep = A side left empty keeps what it has.
serve-tab-count = Count
serve-tab-pad = Paper pad
serve-field-tally = Items as counted
serve-field-points = Points: bonus,cards or a total
serve-field-bonus = Bonus
serve-field-cards = Card points
serve-force = Enter even though no hand can score these numbers
serve-send = Save the hand
serve-send-half = Send our half
serve-send-edit = Save the change
serve-cancel-edit = Back
serve-undo = Undo
serve-redo = Redo
serve-edit = change
serve-keypad-sign = ±
serve-keypad-back = ⌫
serve-minus = one less
serve-plus = one more
serve-pending = Not yet confirmed: kept on this phone and sent again until the pad answers.
serve-saved = Saved.
serve-half-saved = Our half is in; the hand is added when every side's half is.
serve-offline = No connection to the pad; trying again…

serve-halves-title = Hand { $hand } so far
serve-half-in = { $side }: { $text }
serve-half-waiting = { $side }: waiting
serve-refused = Hand { $hand } was refused: { $reason }. The halves are kept: correct one and send it again.

serve-log-title = Changes
serve-log-line = { $change }, { $by }
serve-log-at = at { $time }

serve-no-token-title = This page needs its link
serve-no-token-text = Open the pad with one of the links (or QR codes) `canasta serve` printed: they carry the key to this game.

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
