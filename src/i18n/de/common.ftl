# Wörter, die viele Befehle teilen.

common-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
common-the-pile = der { -pile }
common-yes = ja
common-no = nein
