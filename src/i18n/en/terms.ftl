# Terms: the game's own words, shared by every area. A rule set may name
# some its own way (its `terms:`), which then replace these.

-canasta = canasta
-canasta-natural = natural canasta
-canasta-mixed = mixed canasta
-canasta-wild = wild canasta
-canastas-natural = natural canastas
-canastas-mixed = mixed canastas
-meld = meld
-initial-meld = initial meld
-pile = discard pile
-red-three = red three
-black-three = black three
-go-out = go out
