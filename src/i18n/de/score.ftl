# `canasta score`: die Wertung einer Runde, Zeile für Zeile, mit Hinweisen.

score-headline = Runde gewertet nach { $rules }
score-side = { $name }: { $total } (Bonus { $bonus } + Karten { $cards })
score-header-bonus = Bonus
score-header-cards = Karten
score-sum = Summe
score-hand-total = Rundenergebnis
score-note = Hinweis: { $note }

score-special-hand = Sonderhand: { $name }
score-cards-melded = Kartenwert gemeldet
score-cards-held = Kartenwert auf der Hand
score-cards-net = { $negative ->
    [yes] Kartenwert (mehr auf der Hand als gemeldet)
   *[no] Kartenwert (gemeldet minus Hand)
}
score-counted-canasta = { $kind ->
    [natural] { -canasta-natural }
    [mixed] { -canasta-mixed }
    [wild] { -canasta-wild }
   *[other] { -canasta } „{ $kind }“
}
score-meld = { -meld } { $cards }
score-canasta = { $kind ->
    [natural] { -canasta-natural }
    [mixed] { -canasta-mixed }
    [wild] { -canasta-wild }
   *[other] { -canasta } „{ $kind }“
} ({ $rank ->
    [wild] wilde Karten
    [J] B
    [Q] D
   *[other] { $rank }
})
score-concealed-canasta = { -canasta } ({ $rank ->
    [wild] wilde Karten
    [J] B
    [Q] D
   *[other] { $rank }
}) verdeckt ausgelegt
score-incomplete-meld = unvollständige { -meld } „{ $kind }“ { $cards }
score-threes-caught = Dreien auf der Hand { $threes }
score-black-threes-in-hand = schwarze Dreien auf der Hand { $cards }
score-black-threes-scaled = schwarze Dreien auf der Hand { $cards } (gewertet wie rote Dreien)
score-in-hand = auf der Hand { $cards }
score-foot = Fuß von { $player } { $cards }
score-red-threes-in-foot = rote Dreien im Fuß von { $player } { $threes }
score-red-threes-in-a-foot = rote Dreien in einem Fuß { $threes }
score-hand-set = { $n } { $ranks } auf der Hand
score-hand-set-player = { $n } { $ranks } auf der Hand von { $player }
score-counted-hand-sets = { $min } oder mehr { $ranks } auf einer Hand ×{ $n }
score-counted-incomplete = unvollständige { -meld } „{ $kind }“ ×{ $n }
score-counted-from-hand = Canastas vollständig aus der Hand ausgelegt ×{ $n }
score-signed-threes = { $colour ->
    [red] rote
   *[black] schwarze
} Dreien { $threes }: { $how ->
    [plus] plus
    [nothing] null
   *[minus] minus
} bei { $canastas ->
    [0] keinem Canasta
    [one] 1 Canasta
   *[other] { $canastas } Canastas
}
score-black-threes = schwarze Dreien { $threes }
score-red-threes = rote Dreien { $threes }
score-red-threes-minus = rote Dreien { $threes }: { $why ->
    [not-melded] die Partei hat nichts gemeldet
    [no-canasta] die Partei hat keinen Canasta
    [fewer-canastas] weniger Canastas als rote Dreien
   *[each-needs-one] jede braucht einen eigenen Canasta
}
score-red-threes-with-canasta = { $n ->
    [one] 1 rote Drei
   *[other] { $n } rote Dreien
} mit je einem Canasta
score-red-threes-without-canasta = { $n ->
    [one] 1 rote Drei
   *[other] { $n } rote Dreien
} ohne Canasta
score-red-three-card-value = Kartenwert von { $n ->
    [one] 1 roten Drei
   *[other] { $n } roten Dreien
}
score-went-out = ausgemacht
score-went-out-concealed = verdeckt ausgemacht
score-penalty = Strafpunkte
score-penalty-reason = Strafpunkte: { $reason }
score-negated = { $what } (negativ: kein Canasta)
score-doubled = { $what } (verdoppelt)
score-note-doubled = { $by } hat verdeckt ausgemacht: Minuspunkte zählen doppelt
score-note-no-canasta = kein Canasta: alle Punkte zählen negativ, auch die gemeldeten Karten
