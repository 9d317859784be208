# A club evening: `canasta club new/next/show/season`.

club-started = started the evening { $path }: { $players } players, round 1 drawn (seed { $seed })
club-drew = drew round { $round }
club-title = Club evening: { $players } players, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} (seed { $seed })
club-round = Round { $round } ({ $how })
club-drawn = { $how ->
    [draw] drawn at random
    [rotate] partners turned
   *[standings] by the standings
}
club-versus = { $a } v { $b }
club-head-table = table
club-head-sides = sides
club-head-hands = hands
club-head-score = score
club-head-game = game
club-table-line = table { $table }: { $sides }, { $hands ->
    [one] 1 hand played
   *[other] { $hands } hands played
}, { $score }, { $game }
club-byes = { $count ->
    [one] sits out
   *[other] sit out
}: { $players }
club-game-won = over: { $side } win
club-game-drawn = over: a draw
club-game-not-started = not started
club-game-hands-left = { $n ->
    [one] 1 hand left
   *[other] { $n } hands left
}
club-game-to-go = { $points } to the target
club-game-playing = playing
club-standings = Standings
club-head-rank = rank
club-head-player = player
club-head-games = games
club-head-won = won
club-head-drawn = drawn
club-head-lost = lost
club-head-match-points = match points
club-head-difference = difference
club-head-evenings = evenings
club-short-rank = #
club-short-games = G
club-short-won = W
club-short-drawn = D
club-short-lost = L
club-short-match-points = MP
club-short-difference = diff
club-short-evenings = E
club-short-legend = G games, W won, D drawn, L lost, MP match points, diff difference
club-standing-line = { $rank }. { $player }: { $games ->
    [one] 1 game
   *[other] { $games } games
} ({ $won } won, { $drawn } drawn, { $lost } lost), { $match_points } match points, difference { $difference }
club-season-title = Season: { $evenings ->
    [one] 1 evening
   *[other] { $evenings } evenings
}
club-season-legend = E evenings, G games, MP match points, diff difference
club-season-line = { $rank }. { $player }: { $evenings ->
    [one] 1 evening
   *[other] { $evenings } evenings
}, { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $match_points } match points, difference { $difference }
