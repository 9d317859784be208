# `canasta rules list`, `show`, `diff`.

rules-header-rule-set = Regelwerk
rules-header-description = Beschreibung
rules-header-parameter = Parameter
rules-header-value = Wert
rules-none = keiner
rules-show-head = { $name }: { $description }
rules-show-source = Quelle: { $source }
# Eine Hausregel-Datei ohne eigene Beschreibung oder Quelle: das
# Regelwerk, auf dem sie aufbaut, und die Datei.
rules-changes-in = { $base } mit den Änderungen aus { $file }
rules-source-extending = { $file }, aufbauend auf { $base }
rules-table-line = mit { $players } Spielern ({ $sides }): { $packs } Päckchen + { $jokers } Joker = { $cards } Karten, { $dealt } Karten für jeden, { $drawn } gezogen
rules-sides-uneven = { $sides ->
    [one] eine Partei
   *[other] { $sides } Parteien
} zu { $size } gegen eine zu { $last }
rules-sitting-out = , { $count ->
    [one] { $count } setzt
   *[other] { $count } setzen
} jede Runde aus
rules-each-alone = jeder für sich
rules-sides-of = in Parteien zu { $size }
rules-no-difference = { $a } und { $b } unterscheiden sich nicht
rules-differences = { $count ->
    [one] 1 Parameter unterscheidet sich
   *[other] { $count } Parameter unterscheiden sich
} zwischen { $a } und { $b }
# Die Sonderhände unter der Tabelle von `rules show`.
rules-special-hands-below = { $count ->
    [one] 1 Sonderhand, siehe unten
   *[other] { $count } Sonderhände, siehe unten
}
rules-special-hands = Sonderhände (scoring.special_hands), auf einmal ausgelegt von einer Partei, die noch nicht gemeldet hat, und die dann nur ihre Punkte zählt:
rules-header-special-hand = Sonderhand
rules-header-points = Punkte
rules-header-shape = Karten
rules-special-name = { $title } (`{ $key }`)
rules-special-wins-game = { $points }, und die Partei gewinnt das Spiel
rules-special-cards = { $count } Karten
rules-special-groups = natürliche Gruppen von { $sizes }, jede von einem eigenen Rang
rules-special-ranks = { $ranks } darunter
rules-special-wild-instead = oder { $group } statt einer natürlichen Gruppe von { $cards }
rules-special-loose = { $count ->
    [one] 1 weitere wilde Karte, in einer Gruppe oder daneben
   *[other] bis zu { $count } weitere wilde Karten, in einer Gruppe oder daneben
}
rules-special-threes = eine Drei darf darunter sein
rules-special-unchecked = { $cards }, ihre Form ungeprüft
