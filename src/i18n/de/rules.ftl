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
