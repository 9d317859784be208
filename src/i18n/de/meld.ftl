# `canasta meld`: das Urteil, seine Tabelle und die Gründe, die eine
# Meldung verletzt oder die Regeln, die sie erfüllt.

meld-valid = { $cards }: gültig nach { $rules }: { $description }, { $worth }
meld-invalid = { $cards }: KEINE gültige { -meld } nach { $rules }: { $description }, verletzt { $count ->
    [one] 1 Regel
   *[other] { $count } Regeln
}
meld-worth = { $points } Punkte
meld-worth-canasta = { $points } Punkte + { $bonus } Canasta-Bonus = { $total }
meld-header-rule = Regel
meld-fact-cards = Karten
meld-fact-naturals-wilds = natürliche / wilde
meld-fact-points = Punkte
meld-fact-canasta = { -canasta }
meld-canasta-kind = { $kind ->
    [natural] { -canasta-natural }
    [mixed] { -canasta-mixed }
    [wild] { -canasta-wild }
   *[other] { -canasta } ({ $kind })
}, Bonus { $bonus }
meld-canasta-none = nein

meld-red-threes-never-melded = rote Dreien werden nie gemeldet: sie werden offen als Bonuskarten ausgelegt
meld-several-ranks = eine { -meld } hat nur einen Rang, aber die natürlichen Karten sind { $ranks }
meld-too-few-cards = eine { -meld } braucht mindestens { $min } Karten; diese hat { $got }
meld-too-many-cards = eine { -meld } hat höchstens { $max } Karten{ $canasta_size ->
    [yes] {" "}(bei dieser Größe ist ein { -canasta } geschlossen)
   *[no] {""}
}; diese hat { $got }
meld-black-threes-are-bonus-cards = schwarze Dreien werden nach { $rules } nie gemeldet: sie sind Bonuskarten und werden sofort ausgelegt (Rundendatei: `black_threes`)
meld-black-threes-never-melded = schwarze Dreien werden nach { $rules } nie gemeldet
meld-black-threes-only-going-out = schwarze Dreien dürfen nur als letzte { -meld } beim Ausmachen gemeldet werden (--going-out)
    .pad = schwarze Dreien dürfen nur als letzte { -meld } beim Ausmachen gemeldet werden
meld-black-three-count = eine { -meld } aus schwarzen Dreien hat { $same ->
    [yes] { $min }
   *[no] { $min } bis { $max }
} Karten; diese hat { $got }
meld-black-threes-too-few-naturals = eine { -meld } braucht mindestens { $min } natürliche Karten; diese hat { $got }
meld-black-threes-with-wild-cards = schwarze Dreien dürfen nach { $rules } nicht mit wilden Karten gemeldet werden; diese hat { $got ->
    [one] { $got } wilde Karte
   *[other] { $got } wilde Karten
}
meld-black-threes-too-many-wild-cards = höchstens { $max ->
    [one] { $max } wilde Karte
   *[other] { $max } wilde Karten
} mit schwarzen Dreien; diese hat { $got }
meld-wild-meld-not-allowed = eine { -meld } nur aus wilden Karten ist nach { $rules } nicht erlaubt: sie braucht mindestens { $min_naturals ->
    [one] { $min_naturals } natürliche Karte
   *[other] { $min_naturals } natürliche Karten
}
meld-wild-meld-not-a-canasta = eine { -meld } nur aus wilden Karten muss nach { $rules } ein vollständiger { -canasta } aus { $min } oder mehr Karten sein; diese hat { $got }
meld-wild-meld-too-long = eine { -meld } nur aus wilden Karten hat nach { $rules } höchstens { $max } Karten{ $canasta_size ->
    [yes] {" "}(bei dieser Größe ist ein { -canasta } geschlossen)
   *[no] {""}
}; diese hat { $got }
meld-rank-takes-no-wild-cards = { $rank } nehmen nach { $rules } nie wilde Karten; diese hat { $count ->
    [one] { $count } wilde Karte
   *[other] { $count } wilde Karten
} ({ $wilds })
meld-too-few-naturals = eine { -meld } braucht mindestens { $min } natürliche { $rank }; diese hat { $got }
meld-too-many-wild-cards = eine { -meld } hält höchstens { $max ->
    [one] { $max } wilde Karte
   *[other] { $max } wilde Karten
}; diese hat { $got }
meld-naturals-must-outnumber-wilds = nach { $rules } muss es mehr natürliche als wilde Karten geben; diese hat { $naturals } natürliche und { $wilds } wilde
meld-wilds-outnumber-naturals = nach { $rules } dürfen wilde Karten die natürlichen nicht überwiegen; diese hat { $naturals } natürliche und { $wilds } wilde
meld-wild-cards-only-in-initial-meld = { $rank } nehmen nach { $rules } wilde Karten nur in der { -initial-meld } der Partei; danach ausgelegt, hat diese { $count } ({ $wilds })
meld-sequence-of-several-suits = eine Folge hat nur eine Farbe, aber { $cards } hat { $suits }
meld-sequence-rank-outside = eine Folge reicht nach { $rules } von { $lowest } bis { $highest }: { $outside } { $count ->
    [one] liegt
   *[other] liegen
} außerhalb{ $without_threes ->
    [yes] {" "}(Dreien und Zweien sind nie in einer Folge)
   *[no] {""}
}
meld-sequence-takes-no-wild-card = eine Folge nimmt nach { $rules } keine wilde Karte; diese hat { $wilds }{ $twos_at_the_end ->
    [yes] {" "}(eine Zwei ist wild, und die Folge endet bei { $highest })
   *[no] {""}
}
meld-sequence-too-many-wild-cards = eine Folge hält nach { $rules } höchstens { $max ->
    [one] { $max } wilde Karte
   *[other] { $max } wilde Karten
}; diese hat { $got }
meld-sequence-repeats-a-rank = eine Folge hat jeden Rang nur einmal, aber diese hat { $ranks } doppelt
meld-sequence-not-in-a-row = eine Folge ist lückenlos, aber bei { $cards } { $missing ->
    [one] fehlt { $missing } Karte
   *[other] fehlen { $missing } Karten
}
meld-sequence-longer-than-its-ranks = eine Folge reicht nach { $rules } von { $lowest } bis { $highest }: { $places } Plätze, aber diese hat { $got } Karten
meld-sequence-size = eine Folge hat { $min } bis { $max } Karten (vollständig und geschlossen bei { $max }); diese hat { $got }

# Die Regeln, die eine Meldung erfüllt.
meld-black-threes-when-going-out = schwarze Dreien dürfen beim Ausmachen gemeldet werden
meld-black-three-count-kept = { $same ->
    [yes] { $min }
   *[no] { $min } bis { $max }
} Karten
meld-black-threes-enough = mindestens { $min } schwarze Dreien
meld-no-wild-cards = keine wilden Karten
meld-at-most-wild-cards = höchstens { $max ->
    [one] { $max } wilde Karte
   *[other] { $max } wilde Karten
}
meld-wild-canasta = ein { -canasta } nur aus wilden Karten ({ $min }+ Karten)
meld-wild-cards-only = nur wilde Karten, mindestens { $min } Karten
meld-wild-meld-max = höchstens { $max ->
    [one] { $max } wilde Karte
   *[other] { $max } wilde Karten
}
meld-sequence-wild-cards = höchstens { $max ->
    [one] { $max } wilde Karte
   *[other] { $max } wilde Karten
}
meld-at-most-cards = höchstens { $max } Karten
meld-at-least-cards = mindestens { $min } Karten
meld-rank-without-wild-cards = keine wilde Karte ({ $rank } nehmen keine)
meld-rank-wild-only-in-initial-meld = { $rank } nehmen wilde Karten nur in der { -initial-meld } der Partei und sind dann eine gewöhnliche gemischte { -meld }
meld-at-least-naturals = mindestens { $min } natürliche { $rank }
meld-more-naturals-than-wild-cards = mehr natürliche als wilde Karten
meld-no-more-wild-cards-than-naturals = nicht mehr wilde als natürliche Karten
meld-one-suit = eine Farbe
meld-sequence-ranks = Ränge von { $lowest } bis { $highest }
meld-sequence-without-wild-cards = keine wilde Karte
meld-in-a-row = lückenlos
meld-sequence-fits = passt von { $lowest } bis { $highest }
meld-sequence-size-kept = { $min } bis { $max } Karten

# Was eine Meldung ist, für ihr Urteil.
meld-description = { $form ->
    [wild-canasta] ein { -canasta-wild } (nur wilde Karten)
    [kind-wild] ein { -canasta } aus { $kind } (nur wilde Karten)
    [canasta] { $kind ->
        [natural] ein { -canasta-natural }
        [mixed] ein { -canasta-mixed }
       *[other] ein { -canasta } { $kind }
    } aus { $what }
    [sequence-canasta] ein { -canasta }, { $kind } (eine Folge { $what })
    [kind-canasta] ein { -canasta } aus { $kind } ({ $purity ->
        [natural] natürlich
        [mixed] gemischt
       *[wild] wild
    })
    [sequence] eine Folge { $what }
    [bare] { $what }
   *[meld] eine { -meld } aus { $what }
}
# Die Karten einer Meldung, die nicht alle eines Rangs sind
# (`meld-what-rank`); `$case` ist `of` nach „aus“ (Dativ), sonst `bare`.
meld-what = { $what ->
    [red-threes] { $case ->
        [of] roten Dreien
       *[bare] rote Dreien
    }
    [several-ranks] Karten mehrerer Ränge
    [black-threes] { $case ->
        [of] schwarzen Dreien
       *[bare] schwarze Dreien
    }
   *[wild] { $case ->
        [of] wilden Karten
       *[bare] wilde Karten
    }
}
# Die Karten einer Meldung eines Rangs, `$rank` (1 das Ass, 11 bis 13
# Bube, Dame, König); `$case` wie bei `meld-what`.
meld-what-rank = { $rank ->
    [1] { $case ->
        [of] Assen
       *[bare] Asse
    }
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
   *[13] { $case ->
        [of] Königen
       *[bare] Könige
    }
}
meld-span-suit = { $suit } { $from }–{ $to }
meld-span = { $from }–{ $to }
meld-span-none = Folge
