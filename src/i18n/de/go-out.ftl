# `canasta go-out`: das Urteil, seine Tabelle und seine Gründe.

go-out-headline = Ausmachen: { $allowed ->
    [yes] ERLAUBT
   *[no] NICHT erlaubt
} nach { $rules }
go-out-fact-melds = ausgelegte Meldungen
go-out-fact-special-hand = Sonderhand
go-out-special-hand-value = { $name }, { $points }{ $wins_game ->
    [yes] , gewinnt das Spiel
   *[no] {""}
}
go-out-fact-discard = letzte Ablage
go-out-fact-canastas = Canastas
go-out-fact-concealed = verdeckt
go-out-fact-bonus = Bonus
go-out-fact-score = Punkte in diesem Zug
go-out-none = keine
go-out-onto-table-meld = { $cards } (angelegt an die ausliegende { -meld } { $number }: { $table })
go-out-onto-rank = { $cards } (angelegt an die ausliegende { -meld } aus { $rank })
go-out-apart = { $cards } (eine neue { -meld } neben den ausliegenden)

go-out-partner-said-no = der Partner hat nein gesagt, und die Antwort bindet
go-out-partner-must-be-asked = { $rules } verlangt, vor dem Ausmachen den Partner zu fragen: --partner ja angeben, sobald er zustimmt
# Der Schalter, der mehr zu einem Grund sagt, nach den Gründen gezeigt.
go-out-hint-in-foot = --in-foot angeben, wenn der Spieler aus dem Fuß spielt
go-out-partner-agreed-as-required = der Partner hat zugestimmt (nach { $rules } muss gefragt werden)
go-out-partner-agreed = der Partner hat zugestimmt; die Antwort bindet
go-out-foot-unplayed = nach { $rules } macht nur ein Spieler aus, der schon aus dem Fuß spielt; dieser Spieler hat den Fuß noch, und wer die Hand aufbraucht, nimmt ihn auf und spielt weiter
go-out-foot-played = der Spieler spielt aus dem Fuß
go-out-no-partner-to-ask = nach { $rules } muss der Partner gefragt werden, aber bei { $players } Spielern spielt jeder allein: es gibt keinen Partner zu fragen
go-out-way-out-exempt-concealed = befreit von der Mindestpunktzahl der { -initial-meld } von { $required }: verdecktes Ausmachen
go-out-best-way-out = das Ausmachen mit den meisten Punkten in diesem Zug: { $score }
go-out-concealed-alternative = verdecktes Ausmachen geht auch ({ $melds }{ $discards ->
    [yes] , Ablage { $discard }
   *[no] {""}
}), bringt in diesem Zug aber { $score }
go-out-no-way-out = kein Weg, die Hand zu melden (alle Karten oder alle bis auf eine letzte Ablage) mit { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
}{ $of_kinds ->
    [yes] , darunter { $kinds },
   *[no] {""}
} für die Partei{ $minimum ->
    [yes] {" "}und der Mindestpunktzahl der { -initial-meld } von { $required }
   *[no] {""}
}
go-out-special-hand-goes-out = die Sonderhand { $name }: die ganze Hand auf einmal, von einer Partei, die noch nicht gemeldet hat, ohne Ablage; die Partei erhält dafür { $points } und sonst nichts{ $wins_game ->
    [yes] {" "}und gewinnt das Spiel
   *[no] {""}
}
go-out-special-hand-side-melded = die Hand ist die Sonderhand { $name } ({ $points }), aber nur eine Partei, die noch nicht gemeldet hat, darf sie auslegen
go-out-not-a-special-hand = auch nicht die Sonderhand { $name }: { $why }
go-out-kind-count = { $count } × { $kind ->
    [natural] { -canasta-natural }
    [mixed] { -canasta-mixed }
    [wild] { -canasta-wild }
   *[other] { -canasta } { $kind }
}
go-out-threes-laid-out = { $cards }: Dreien sind nach { $rules } Bonuskarten, offen ausgelegt, weder gemeldet noch abgelegt
go-out-red-threes-laid-out = { $cards }: rote Dreien werden offen ausgelegt, weder gemeldet noch abgelegt
go-out-laid-not-in-hand = { $card } ist ausgelegt, aber nicht auf der Hand
go-out-final-discard = { $card } ist die letzte Ablage
go-out-no-discard-needed = jede Karte ist gemeldet; keine letzte Ablage nötig
go-out-discard-required = { $rules } verlangt eine letzte Ablage: eine Karte zum Ablegen behalten
go-out-cards-left = { $count ->
    [one] { $count } Karte bliebe übrig
   *[other] { $count } Karten blieben übrig
} ({ $cards }); beim Ausmachen wird jede Karte gemeldet, oder alle bis auf eine letzte Ablage
go-out-wild-card-onto-canasta = die ausliegende { -meld } { $number } ({ $cards }) ist schon ein { -canasta }: nach { $rules } darf keine wilde Karte dazukommen
go-out-wild-card-onto-completed-canasta = die ausliegende { -meld } { $number } ist schon ein { -canasta } ({ $cards }), wenn { $wild } dazukommen soll: nach { $rules } darf keine wilde Karte zu einem { -canasta } dazukommen, auch nicht zu einem in diesem Zug vervollständigten
go-out-too-many-incomplete-wild-melds = { $melds }: { $count } unvollständige Meldungen aus wilden Karten; nach { $rules } darf eine Partei höchstens { $most ->
    [one] eine zur Zeit haben
   *[other] { $most } zur Zeit haben
}
go-out-illegal-meld = { $cards } ist keine gültige { -meld }: { $reasons }
go-out-incomplete-meld-bars-going-out = { $cards } ist eine unvollständige { -meld } aus { $kind } ({ $count } von { $min } Karten): { $rules } verbietet das Ausmachen, solange eine solche ausliegt
go-out-too-few-canastas-of-kind = Ausmachen braucht nach { $rules } { $want ->
    [one] { $want } Canasta
   *[other] { $want } Canastas
} der Art `{ $kind }`; die Partei hätte { $have }
go-out-too-few-canastas = Ausmachen braucht nach { $rules } { $need ->
    [one] { $need } Canasta
   *[other] { $need } Canastas
} für die Partei; sie hätte { $have }
go-out-enough-canastas = die Partei hat { $have } von { $need ->
    [one] { $need } Canasta, den
   *[other] { $need } Canastas, die
} das Ausmachen braucht (in diesem Zug vollendete Canastas zählen)
go-out-opens-with-minimum = die Partei eröffnet mit { $points }, mindestens die { $required }, die ihr Punktestand von { $score } braucht
go-out-concealed-needs-no-minimum = verdecktes Ausmachen braucht nach { $rules } keine Mindestpunktzahl ({ $points } < { $required })
go-out-canasta-from-hand-needs-no-minimum = ein vollständig aus der Hand ausgelegter { -canasta } braucht nach { $rules } keine Mindestpunktzahl ({ $points } < { $required })
go-out-short-of-minimum = die Partei hat nicht eröffnet: die Meldungen sind { $points } wert, weniger als die { $required }, die ihr Punktestand von { $score } braucht
go-out-concealed-bonus = verdeckt (die ganze Hand auf einmal, mit einem { -canasta }): Bonus { $bonus }
go-out-canasta-from-hand-bonus = Ausmachen mit einem vollständig aus der Hand ausgelegten { -canasta }: Bonus { $bonus }
go-out-going-out-bonus = Ausmachen: Bonus { $bonus }
go-out-alone-melded-before = nicht verdeckt: nach { $rules } ist jeder Spieler allein eine Partei, die früheren Meldungen der Partei sind also seine eigenen (verdeckt heißt: keine früheren Meldungen)
