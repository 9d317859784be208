# The questions `game add GAME` and `game edit GAME N` ask on a terminal.

prompt-question = { $side }: { $question }
prompt-q-special = a special hand laid?
prompt-q-natural = { -canastas-natural }
prompt-q-mixed = { -canastas-mixed }
prompt-q-wild = canastas of wild cards
prompt-q-kind = canastas of { $kind }
prompt-q-from-hand = of these canastas, laid complete from the hand
prompt-q-black3 = black threes laid out
prompt-q-red3 = red threes laid out
prompt-q-out = went out?
prompt-q-incomplete = incomplete { $kind } melds left on the table
prompt-q-set = players caught with { $min } or more { $ranks }
prompt-q-caught3 = threes caught in a hand
prompt-q-foot3 = red threes in a foot never picked up
prompt-q-cards = card points, melded minus held
prompt-q-melded = laid any meld?
prompt-q-held = of these, card points held in the hands

prompt-help-special = laid all at once to go out, scored alone
prompt-help-each = { $n } each
prompt-help-more-each = { $n } more each
prompt-help-black-threes = scored on their own scale, like the red ones
prompt-help-red-threes = { $one } for one; the rule set says when they count against the side
prompt-help-going-out = going out { $bonus }
prompt-help-going-out-concealed = going out { $bonus }, concealed { $concealed }
prompt-help-cost-each = -{ $n } each
prompt-help-hand-set = -{ $n } each
prompt-help-foot-each = -{ $n } each; count the foot's other cards in the card points
prompt-help-may-be-negative = may be negative
prompt-help-melded = { $rules } counts red threes against a side with no meld
prompt-help-held = { $rules } counts a side's melded cards minus too when it has no canasta

prompt-choice-none = none
prompt-choice-special = { $name } ({ $points })
prompt-choice-no = no
prompt-choice-yes = yes
prompt-choice-yes-concealed = yes, concealed
prompt-choice-no-meld = no meld at all

prompt-pick = ↑↓ to move, enter to choose
prompt-save = Save this hand?
prompt-save-yes = yes, save it
prompt-save-change = no, change an answer
prompt-save-drop = no, throw the hand away
prompt-which = Which answer to change?
prompt-not-count = ✗ `{ $text }` is not a count: 0, 1, 2 ...
prompt-not-number = ✗ `{ $text }` is not a whole number, e.g. 185 or -35
prompt-too-long = ✗ `{ $text }` is too long for an answer
prompt-hand = hand { $hand }:
prompt-hand-side = { $side }: bonus { $bonus } + cards { $cards } = { $total }
prompt-choice-back = ← back to the question before
prompt-intro = Enter keeps the answer in brackets; `back` goes to the question before
prompt-nothing-before = ✗ this is the first question: there is none before it
