# Ein Clubabend: `canasta club new/next/show/season`. Ein Durchgang ist
# eine Runde des Abends (an jedem Tisch ein Spiel); „Runde“ bleibt das
# Wort des Punkteblocks für ein Spiel der Karten.

club-started = Abend { $path } begonnen: { $players } Spieler, Durchgang 1 ausgelost (Startwert { $seed })
club-drew = Durchgang { $round } ausgelost
club-title = Clubabend: { $players } Spieler, { $rounds ->
    [one] 1 Durchgang
   *[other] { $rounds } Durchgänge
} (Startwert { $seed })
club-round = Durchgang { $round } ({ $how })
club-drawn = { $how ->
    [draw] ausgelost
    [rotate] Partner gewechselt
   *[standings] nach der Rangliste
}
club-versus = { $a } gegen { $b }
club-head-table = Tisch
club-head-sides = Parteien
club-head-hands = Runden
club-head-score = Punktestand
club-head-game = Spiel
club-table-line = Tisch { $table }: { $sides }, { $hands ->
    [one] 1 Runde gespielt
   *[other] { $hands } Runden gespielt
}, { $score }, { $game }
club-byes = { $count ->
    [one] Freilos
   *[other] Freilose
}: { $players }
club-game-won = zu Ende: Sieg { $side }
club-game-drawn = zu Ende: unentschieden
club-game-not-started = noch nicht begonnen
club-game-hands-left = { $n ->
    [one] noch 1 Runde
   *[other] noch { $n } Runden
}
club-game-to-go = noch { $points } bis zum Spielziel
club-game-playing = läuft
club-standings = Rangliste
club-head-rank = Platz
club-head-player = Spieler
club-head-games = Spiele
club-head-won = gewonnen
club-head-drawn = unentschieden
club-head-lost = verloren
club-head-match-points = Matchpunkte
club-head-difference = Differenz
club-head-evenings = Abende
club-short-rank = Pl.
club-short-games = Sp
club-short-won = G
club-short-drawn = U
club-short-lost = V
club-short-match-points = MP
club-short-difference = Diff
club-short-evenings = A
club-short-legend = Sp Spiele, G gewonnen, U unentschieden, V verloren, MP Matchpunkte, Diff Differenz
club-standing-line = { $rank }. { $player }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} ({ $won } gewonnen, { $drawn } unentschieden, { $lost } verloren), { $match_points } Matchpunkte, Differenz { $difference }
club-season-title = Saison: { $evenings ->
    [one] 1 Abend
   *[other] { $evenings } Abende
}
club-season-legend = A Abende, Sp Spiele, MP Matchpunkte, Diff Differenz
club-season-line = { $rank }. { $player }: { $evenings ->
    [one] 1 Abend
   *[other] { $evenings } Abende
}, { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, { $match_points } Matchpunkte, Differenz { $difference }
