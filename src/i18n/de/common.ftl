# Wörter, die viele Befehle teilen.

common-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
common-the-pile = der { -pile }
common-yes = ja
common-no = nein

# Karten im Text: die Karten eines Rangs ("zwei natürliche Könige") und
# eine Farbe.
common-ranks = { $rank ->
    [1] Asse
    [2] Zweien
    [3] Dreien
    [4] Vieren
    [5] Fünfen
    [6] Sechsen
    [7] Siebenen
    [8] Achten
    [9] Neunen
    [10] Zehnen
    [11] Buben
    [12] Damen
   *[13] Könige
}
# Die Karten eines Rangs nach „aus“ (Dativ): „eine Meldung aus Königen“.
common-ranks-of = { $rank ->
    [1] Assen
    [2] Zweien
    [3] Dreien
    [4] Vieren
    [5] Fünfen
    [6] Sechsen
    [7] Siebenen
    [8] Achten
    [9] Neunen
    [10] Zehnen
    [11] Buben
    [12] Damen
   *[13] Königen
}
common-suit = { $suit ->
    [h] Herz
    [d] Karo
    [c] Kreuz
   *[s] Pik
}

# Aufzählungen: "a und b", "a, b und c"; "a oder b", "a, b oder c".
common-and = { $first } und { $last }
common-or = { $first } oder { $last }
common-or-more = { $first } oder { $last }
# Die Überschrift über den Gründen eines Urteils.
common-why = Grund
# Eine Art Karte, wie eine Regel von ihr spricht.
common-card-class = { $class ->
    [black-three] eine schwarze Drei
    [red-three] eine rote Drei
    [wild] eine wilde Karte
    [joker] ein Joker
   *[two] eine Zwei
}
# Ein eingebautes Regelwerk im Satz: wie seine Beschreibung es nennt, wo
# das nicht sein Schlüssel ist (`--rules` nimmt beide).
common-rule-set = { $name ->
    [classic] klassisch
    [classic-2p] klassisch-2p
    [classic-3p] klassisch-3p
    [classic-6p] klassisch-6p
    [verschaerft] verschärft
   *[other] { $name }
}
# Eine natürliche Karte eines Rangs, als das, was ein Spieler braucht
# (Akkusativ): „eine natürliche Neun“, „einen natürlichen König“.
common-a-natural = { $rank ->
    [1] ein natürliches Ass
    [2] eine natürliche Zwei
    [3] eine natürliche Drei
    [4] eine natürliche Vier
    [5] eine natürliche Fünf
    [6] eine natürliche Sechs
    [7] eine natürliche Sieben
    [8] eine natürliche Acht
    [9] eine natürliche Neun
    [10] eine natürliche Zehn
    [11] einen natürlichen Buben
    [12] eine natürliche Dame
   *[13] einen natürlichen König
}
