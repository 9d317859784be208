# `canasta initial-meld`: das Urteil, seine Tabelle und seine Gründe.

initial-headline = { -initial-meld }: { $possible ->
    [yes] MÖGLICH
   *[no] NICHT möglich
} nach { $rules } (Punktestand { $score }, braucht { $required })
initial-fact-hand = Hand
initial-fact-top = oberste Karte
initial-fact-required = Mindestpunktzahl
initial-fact-melds = Meldungen
initial-fact-points = Punkte
initial-fact-best = bestes Erreichbares
initial-no-meld = keine { -meld }
initial-none = keine

initial-red-threes-count = { $threes ->
    [one] { $threes } rote Drei zählt
   *[other] { $threes } rote Dreien zählen
} nach { $rules } { $points } zur Mindestpunktzahl
initial-red-threes-set-aside = rote Dreien werden ausgelegt, nicht gemeldet: { $count } aus der Hand beiseitegelegt
initial-black-threes-set-aside = schwarze Dreien sind nach { $rules } Bonuskarten: { $cards } aus der Hand beiseitegelegt
initial-reaches-minimum = { $melds } ist { $points } wert{ $red_threes ->
    [0] {""}
   *[other] {" "}(+{ $red_threes } für rote Dreien)
}, mindestens die { $required }, die ein Punktestand von { $score } braucht
initial-exempt-going-out-concealed = befreit: verdecktes Ausmachen mit { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
} braucht nach { $rules } keine Mindestpunktzahl ({ $melds } ist { $points } wert, unter { $required })
initial-exempt-canasta-from-hand = befreit: ein vollständig aus der Hand ausgelegter { -canasta } braucht nach { $rules } keine Mindestpunktzahl ({ $melds } ist { $points } wert, unter { $required })
initial-goes-out = die Meldungen nehmen alle Karten bis auf höchstens eine letzte Ablage: der Spieler macht aus, was { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
} braucht
initial-foot-follows = nach diesen Meldungen hält der Spieler { $held ->
    [0] keine Karte
   *[other] eine Karte zum Ablegen
}: nach { $rules } ist das Aufbrauchen der Hand kein Ausmachen; der Spieler nimmt den Fuß auf und spielt { $next_turn ->
    [yes] ab dem nächsten Zug
   *[no] sofort
} weiter
initial-needs-natural-meld = nach { $rules } muss die { -initial-meld } eine { -meld } aus { $min } oder mehr natürlichen Karten ohne wilde Karte enthalten
initial-mixed-canasta-in-initial-meld = nach { $rules } darf kein { -canasta-mixed } Teil der { -initial-meld } sein: { $cards } ist einer
initial-single-meld = nach { $rules } muss die Mindestpunktzahl aus einer einzigen { -meld } kommen
initial-special-hand-not-initial-meld = die Hand ist die Sonderhand { $name } ({ $points }{ $wins_game ->
    [yes] , und sie gewinnt das Spiel
   *[no] {""}
}): keine { -initial-meld }, sondern ein Weg zum Ausmachen, auf einmal ausgelegt von einer Partei, die noch nicht gemeldet hat
initial-hint-go-out = mit dieser Hand go-out fragen (`canasta go-out --hand ...`): eine Sonderhand macht aus
initial-opening-blocked = gesperrt: { $class } ({ $top }) oben auf dem { -pile } kann nach { $rules } nicht aufgenommen werden
initial-no-way-from-the-hand = { $rules } erlaubt keinen Weg, diesen { -pile } mit Karten aus der Hand aufzunehmen
initial-needs-naturals-from-the-hand = { $pile_state ->
    [frozen] der { -pile } ist eingefroren
    [frozen-until-opened] der { -pile } ist für eine Partei ohne { -initial-meld } eingefroren
   *[open] um mit dem { -pile } zu eröffnen
}: braucht zwei natürliche { $rank }{ $or_wild ->
    [yes] {" "}(oder eine und eine wilde Karte)
   *[no] {""}
} aus der Hand; auf der Hand { $held ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
   *[other] { $held }
}
initial-top-card-counts = die oberste Karte { $top } wird gemeldet und zählt zur Mindestpunktzahl
initial-top-card-melded-uncounted = die oberste Karte { $top } wird gemeldet, zählt nach { $rules } aber nicht zur Mindestpunktzahl
initial-top-card-uncounted = die oberste Karte { $top } zählt nach { $rules } nicht zur Mindestpunktzahl
initial-keeps-no-card = Meldungen von { $required } oder mehr (bis { $unkept }) lassen weniger als zwei Karten, eine zum Ablegen und eine zum Behalten; den Zug ohne Karte zu beenden ist Ausmachen, was nach { $rules } { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
} braucht
initial-best-keeping-a-card = wenn eine Karte bleibt, erreicht die Hand höchstens { $best }, weniger als { $required }
initial-best-short = die Hand erreicht höchstens { $best }, weniger als die { $required }, die ein Punktestand von { $score } braucht
initial-best-short-keeping-no-card = die besten Meldungen sind { $unkept } wert, weniger als die { $required }, die ein Punktestand von { $score } braucht, und ließen weniger als zwei Karten, eine zum Ablegen und eine zum Behalten
initial-no-legal-meld = aus diesen Karten lässt sich keine gültige { -meld } bilden
initial-pile-size-assumed = der { -pile } wurde als oberste Karte und eine weitere gezählt: --pile-size N gibt seine wahre Größe an (ein Stapel nur aus der obersten Karte lässt dem Spieler nur die Karten der Hand)
