# `canasta pickup`: das Urteil und die Gründe, warum der Ablagestapel
# aufgenommen werden darf oder nicht.

pickup-headline = { -pile } aufnehmen ({ $top } oben): { $legal ->
    [yes] ERLAUBT
   *[no] NICHT erlaubt
} nach { $rules }
pickup-meld-with-top = { -meld } mit der obersten Karte: { $cards }

pickup-blocked = gesperrt: { $class } ({ $top }) oben auf dem { -pile } kann nach { $rules } nicht aufgenommen werden; erst wenn eine andere Karte sie bedeckt
pickup-one-card-rule = Ein-Karten-Regel: wer genau 1 Karte hält, darf nach { $rules } keinen { -pile } aus genau 1 Karte aufnehmen; mit einer zweiten Karte auf der Hand oder im Stapel ginge es
pickup-closed-canasta-blocks = gesperrt: { $whose ->
    [side] der eigene
   *[other] der gegnerische
} { -canasta } aus { $rank } ({ $cards }) ist bei { $max } Karten geschlossen, und nach { $rules } kann eine oberste Karte eines Rangs mit geschlossenem { -canasta } nicht aufgenommen werden
pickup-pile-too-small = der { -pile } hat { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
}, aber nach { $rules } darf er erst aufgenommen werden, wenn mindestens { $min } daliegen
pickup-takes-pile-with = { $pile }: nach { $rules } wird der { -pile } mit { $ways } aufgenommen
pickup-not-opened = nicht eröffnet: die oberste Karte und Karten aus der Hand müssen die Mindestpunktzahl der { -initial-meld } von { $required } erreichen (Punktestand { $score })
pickup-legal = erlaubt: { $top } geht mit { $way }{ $own_meld ->
    [yes] {" "}(es muss die eigene { -meld } des Spielers sein)
   *[no] {""}
}: { $cards }
pickup-joins-table-meld = nach { $rules } darf eine Partei ihre Meldungen eines Rangs zusammenlegen: { $cards } wird an die ausliegende Meldung { $table } der Partei angelegt, zu { $joined }
pickup-goes-out-after-taking = nach dem Melden von { $cards } hält der Spieler { $holding }: das Ende des Zuges ist Ausmachen, was die Partei mit { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
} kann
pickup-melds-pile-cards = mit dem { -pile } gehören seine übrigen Karten dem Spieler und dürfen im selben Zug gemeldet werden: { $cards } in { $melds }
pickup-pile-cards-unknown = { $count ->
    [one] die andere Karte des { -pile }s ist nicht genannt (nur wie viele Karten er hält): sie zählt als behalten oder abgeworfen, nie als gemeldet; `pile:` in einer Tischdatei nennt sie
   *[other] die { $count } anderen Karten des { -pile }s sind nicht genannt (nur wie viele Karten er hält): sie zählen als behalten oder abgeworfen, nie als gemeldet; `pile:` in einer Tischdatei nennt sie
}
pickup-foot-follows-taking = nach dem Melden von { $cards } hält der Spieler { $holding }: nach { $rules } ist das Aufbrauchen der Hand kein Ausmachen; der Spieler nimmt den Fuß auf und spielt { $next_turn ->
    [yes] ab dem nächsten Zug
   *[no] sofort
} weiter
pickup-top-cards-only = nach { $rules } werden nur die obersten { $count } Karten des { -pile }s genommen; der Rest bleibt liegen
pickup-no-way-to-take = { $pile }: { $rules } erlaubt keinen Weg, ihn aufzunehmen
pickup-unfrozen-would-take = nicht eingefroren ginge es auch mit { $ways }
pickup-never-onto-table-meld = nach { $rules } wird der { -pile } nie aufgenommen, indem die oberste Karte an eine ausliegende { -meld } angelegt wird

# Was ein Weg, den Stapel aufzunehmen, braucht.
pickup-pile-needs = { $pile }: braucht { $way }
pickup-or-needs = oder es braucht { $way }
pickup-needs-natural-pair = zwei natürliche { $rank } aus der Hand; auf der Hand { $held ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
   *[other] { $held }
}
pickup-needs-natural-and-wild = { $rank } und eine wilde Karte aus der Hand; auf der Hand { $lacks ->
    [both] keine von beiden
    [natural] keine natürliche
   *[wild] keine wilde Karte
}
pickup-needs-incomplete-table-meld = eine ausliegende { -meld } aus { $rank }, die noch kein { -canasta } ist; die der Partei sind vollständig
pickup-needs-table-meld = eine ausliegende { -meld } aus { $rank }; die Partei hat keine
pickup-would-keep-no-card = { $way }, aber nach dem Melden von { $cards } hielte der Spieler { $holding }, und ein Zug, der ohne Karte auf der Hand endet, ist Ausmachen, was nach { $rules } { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
} braucht (die Partei hätte { $have })
pickup-would-make-illegal-meld = { $way }, aber das ergäbe { $cards }{ $joins ->
    [yes] , angelegt an die ausliegenden { $rank } der Partei als { $joined }
   *[no] {""}
}, und das ist keine gültige { -meld }: { $reasons }

# Die Wege, den Stapel aufzunehmen, ausführlich und kurz.
pickup-way = { $way ->
    [natural-pair] zwei natürlichen Karten aus der Hand
    [natural-and-wild] einer natürlichen und einer wilden Karte aus der Hand
   *[table-meld] der ausliegenden { -meld } der Partei
}
# Ein Weg als das, was die Partei braucht (Akkusativ): "braucht zwei
# natürliche Karten aus der Hand".
pickup-way-needed = { $way ->
    [natural-pair] zwei natürliche Karten aus der Hand
    [natural-and-wild] eine natürliche und eine wilde Karte aus der Hand
   *[table-meld] die ausliegende { -meld } der Partei
}
pickup-way-short = { $way ->
    [natural-pair] einem natürlichen Paar
    [natural-and-wild] einem gemischten Paar (natürliche + wilde Karte)
   *[table-meld] einer ausliegenden { -meld }
}
pickup-no-way = nichts

# Wie der Stapel steht.
pickup-pile-frozen-flag = eingefroren (--frozen)
pickup-pile-frozen-by = eingefroren ({ $card } im Stapel)
pickup-pile-always-frozen = eingefroren (immer, nach { $rules })
pickup-pile-frozen-until-opened = eingefroren für eine Partei ohne { -initial-meld }
pickup-pile-not-frozen = nicht eingefroren

# Was der Spieler noch hielte.
pickup-holding-no-card = keine Karte
pickup-holding-pile-card = nur die andere Karte des Stapels
pickup-holding-cards = nur { $cards }

# Eine oberste Karte, mit der keine Meldung den Stapel nimmt.
pickup-red-three-on-top = { $top } oben: eine rote Drei wird nie gemeldet, also kann sie nicht gemeldet werden, um den { -pile } aufzunehmen
pickup-black-three-on-top = { $top } oben: schwarze Dreien werden nur beim Ausmachen gemeldet, nie um den { -pile } aufzunehmen
pickup-wild-card-on-top = { $top } oben: eine wilde Karte kann nicht die Karte sein, mit der eine { -meld } den { -pile } aufnimmt
