# Der Punkteblock: `canasta game new/add/show/undo/redo/edit/log/stats`.

sheet-head-hand = Runde
sheet-head-bonus = Bonus
sheet-head-cards = Karten
sheet-head-score = Ergebnis
sheet-head-total = Gesamt
sheet-head-min = Min.

sheet-title-target = Punkteblock: { $rules }, Spielziel { $target }
sheet-title-hands = Punkteblock: { $rules }, { $hands ->
    [one] ein Spiel über 1 Runde
   *[other] ein Spiel über { $hands } Runden
} ({ $played } gespielt)
sheet-no-hands = noch keine Runde
sheet-earlier-hands = Runden 1 bis { $to }: siehe `canasta game show`
sheet-forced = ! mit --force eingetragen: Zahlen, die keine Runde nach diesem Regelwerk ergeben kann
sheet-tally-scored = Runde { $hand } { $side } ({ $tally }): { $lines }
sheet-over-shared = Spiel zu Ende, geteilter Sieg: { $winners }
sheet-over = Spiel zu Ende, Sieger: { $winner }
sheet-over-special = Spiel zu Ende, Sieger: { $winner }, mit der Sonderhand { $special } (Runde { $hand }), unabhängig vom Punktestand
sheet-over-drawn = Spiel zu Ende: unentschieden nach Runde { $hand }
sheet-hands-left = { $n ->
    [one] noch 1 Runde
   *[other] noch { $n } Runden
}
sheet-coming = Mindestpunktzahl der Erstmeldung: { $hands }
sheet-coming-hand = Runde { $hand } { $minimum }
sheet-play-on = Gleichstand an der Spitze bei { $target } oder mehr: noch eine Runde spielen
sheet-deals = Runde { $hand }: { $dealer } gibt
sheet-sits-out = , { $player } setzt aus
sheet-sit-out = , { $players } setzen aus
sheet-and = { $first } und { $second }

sheet-side = Partei
sheet-this-hand = Diese Runde
sheet-behind = Rückstand
sheet-to-go = Bis zum Ziel
sheet-min-meld-means = { $min }: Mindestpunktzahl der Erstmeldung in der nächsten Runde
sheet-standing = { $side }: gesamt { $total }, diese Runde { $hand }, Rückstand { $behind }{ $to_go }, Mindestwert { $min }
sheet-standing-to-go = , fehlen { $n }
sheet-leader = in Führung: { $side }, { $ahead } voraus

sheet-log-empty = keine Änderungen aufgezeichnet (die Spieldatei ist älter als das Protokoll)
sheet-log-when = Wann
sheet-log-what = Was
sheet-log-points = Punkte: alt → neu

sheet-change-started = begonnen mit { $teams }
sheet-change-added = Runde { $hand } eingetragen
sheet-change-replaced = Runde { $hand } ersetzt
sheet-change-undid-edit = Bearbeitung von Runde { $hand } zurückgenommen
sheet-change-removed = Runde { $hand } gestrichen
sheet-change-put-back = Runde { $hand } wieder eingetragen
sheet-change-redid-edit = Bearbeitung von Runde { $hand } wiederhergestellt
sheet-how-from = aus { $from }
sheet-how-points = aus --points
    .pad = als Punkte
sheet-how-tally = aus --tally
    .pad = als Zählung
sheet-how-interactive = (am Terminal abgefragt)
sheet-how-forced = (erzwungen)
sheet-by-organiser = vom Handy des Spielleiters
sheet-by-side = vom Handy von { $side }
sheet-by-halves = (Hälften { $phones })
sheet-change-halves-dropped = Hälften von Runde { $hand } verworfen (eingetragen von { $teams })
sheet-redo-makes-again = (`game redo` stellt sie wieder her)
sheet-redo-puts-back = (`game redo` trägt sie wieder ein)
sheet-same-as = Warnung: Runde { $hand } gleicht Runde { $earlier } (doppelt eingetragen?); `game undo` nimmt sie zurück
sheet-started-file = { $path } begonnen, Regelwerk { $rules }
sheet-round-rules-note = Hinweis: { $file } nennt `rules: { $named }`; gewertet nach dem Regelwerk des Spiels, { $rules }

sheet-stats-games = { $n ->
    [one] 1 Spiel
   *[other] { $n } Spiele
}
sheet-stats-player = Spieler
sheet-stats-games-head = Spiele
sheet-stats-wins = Siege
sheet-stats-hands = Runden
sheet-stats-average = Schnitt
sheet-stats-best = Beste
sheet-stats-canastas = Canastas
sheet-stats-red-threes = Rote Dreien
sheet-stats-side-line = { $side }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}, { $hands ->
    [one] 1 Runde
   *[other] { $hands } Runden
}, Schnitt { $average }, beste { $best }
sheet-stats-counted-line = , { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
}, { $red_threes ->
    [one] { $red_threes } rote Drei
   *[other] { $red_threes } rote Dreien
}
sheet-stats-counted-only = Canastas und rote Dreien zählen nur Runden aus Rundendateien oder Zählungen (--tally)
sheet-stats-player-line = { $player }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}, { $hands ->
    [one] 1 Runde
   *[other] { $hands } Runden
}, Schnitt { $average }
sheet-stats-average-means = Schnitt: Punkte pro Runde der Partei des Spielers in den Runden, die er gespielt hat
sheet-stats-dealing = Partei des Gebers: { $dealer } Punkte pro Runde, die anderen { $others } ({ $hands ->
    [one] 1 Runde
   *[other] { $hands } Runden
} gegeben)
# Ein Posten einer Zählung, wie der Punkteblock ihn nennt: mit dem
# deutschen Wort, das `--tally` nimmt (die Spieldatei behält das englische).
sheet-item = { $key ->
    [natural] echt
    [mixed] gemischt
    [red3] rot3
    [black3] schwarz3
    [out] aus
    [concealed] verdeckt
    [cards] karten
    [melded] gemeldet
    [unmelded] ungemeldet
   *[other] { $key }
}
