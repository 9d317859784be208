# Words many commands share.

common-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
common-the-pile = the { -pile }
common-yes = yes
common-no = no

# Cards in prose: the cards of a rank ("two natural kings") and a suit.
common-ranks = { $rank ->
    [1] aces
    [11] jacks
    [12] queens
    [13] kings
   *[other] { $rank }s
}
# The cards of a rank after "of" ("a meld of kings"): the same words in
# English; German says them in the dative.
common-ranks-of = { $rank ->
    [1] aces
    [11] jacks
    [12] queens
    [13] kings
   *[other] { $rank }s
}
common-suit = { $suit ->
    [h] hearts
    [d] diamonds
    [c] clubs
   *[s] spades
}

# Lists: "a and b", "a, b and c"; "a or b", and with three or more a comma
# before `or` ("a, b, or c"), which keeps an item that holds "and" apart.
common-and = { $first } and { $last }
common-or = { $first } or { $last }
common-or-more = { $first }, or { $last }
# The header over a verdict's reasons.
common-why = why
# A class of card, as a rule speaks of it.
common-card-class = { $class ->
    [black-three] a black three
    [red-three] a red three
    [wild] a wild card
    [joker] a joker
   *[two] a 2
}
# A built-in rule set in a sentence: as its description names it, where
# that is not its key (`--rules` takes both).
common-rule-set = { $name }
# One natural card of a rank, as what a player needs: "a natural 9".
common-a-natural = { $rank ->
    [1] a natural ace
    [11] a natural jack
    [12] a natural queen
    [13] a natural king
   *[other] a natural { $rank }
}
