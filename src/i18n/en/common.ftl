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
common-suit = { $suit ->
    [h] hearts
    [d] diamonds
    [c] clubs
   *[s] spades
}
