# Words many commands share.

common-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
common-the-pile = the { -pile }
common-yes = yes
common-no = no
