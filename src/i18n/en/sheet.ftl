# The score sheet: `canasta game new/add/show/undo/redo/edit/log/stats`.

sheet-head-hand = hand
sheet-head-bonus = bonus
sheet-head-cards = cards
sheet-head-score = score
sheet-head-total = total
sheet-head-min = min

sheet-title-target = Score sheet: { $rules }, game to { $target }
sheet-title-hands = Score sheet: { $rules }, { $hands ->
    [one] a game of 1 hand
   *[other] a game of { $hands } hands
} ({ $played } played)
sheet-no-hands = no hands yet
sheet-earlier-hands = hands 1 to { $to }: see `canasta game show`
sheet-forced = ! entered with --force: numbers no hand can score under this rule set
sheet-tally-scored = hand { $hand } { $side } ({ $tally }): { $lines }
sheet-over-shared = game over: { $winners } share the win
sheet-over = game over: { $winner } win
sheet-over-special = game over: { $winner } win with the special hand { $special } (hand { $hand }), whatever the totals
sheet-over-drawn = game over: a draw after hand { $hand }
sheet-hands-left = { $n ->
    [one] 1 hand left
   *[other] { $n } hands left
}
sheet-coming = initial-meld minimum: { $hands }
sheet-coming-hand = hand { $hand } { $minimum }
sheet-play-on = tied at the top at or over { $target }: play another hand
sheet-deals = hand { $hand }: { $dealer } deals
sheet-sits-out = , { $player } sits out
sheet-sit-out = , { $players } sit out
sheet-and = { $first } and { $second }

sheet-side = side
sheet-this-hand = this hand
sheet-behind = behind
sheet-to-go = to go
sheet-min-meld-means = { $min }: the initial-meld minimum for the next hand
sheet-standing = { $side }: total { $total }, this hand { $hand }, behind { $behind }{ $to_go }, initial-meld minimum { $min }
sheet-standing-to-go = , to go { $n }
sheet-leader = leader: { $side }, { $ahead } ahead

sheet-log-empty = no changes recorded (the game file predates the log)
sheet-log-when = when
sheet-log-what = what
sheet-log-points = points: old → new

sheet-change-started = started with { $teams }
sheet-change-added = added hand { $hand }
sheet-change-replaced = replaced hand { $hand }
sheet-change-undid-edit = took back the edit of hand { $hand }
sheet-change-removed = removed hand { $hand }
sheet-change-put-back = put back hand { $hand }
sheet-change-redid-edit = made the edit of hand { $hand } again
sheet-how-from = from { $from }
sheet-how-points = from --points
    .pad = as points
sheet-how-tally = from --tally
    .pad = as counted
sheet-how-interactive = (asked at the terminal)
sheet-how-forced = (forced)
sheet-by-organiser = by the organiser's phone
sheet-by-side = by { $side }'s phone
sheet-by-halves = (halves { $phones })
sheet-change-halves-dropped = dropped the halves of hand { $hand } (entered by { $teams })
sheet-redo-makes-again = (`game redo` makes it again)
sheet-redo-puts-back = (`game redo` puts it back)
sheet-same-as = warning: hand { $hand } is the same as hand { $earlier } (entered twice?); `game undo` takes it back
sheet-started-file = started { $path } under { $rules }
sheet-round-rules-note = note: { $file } says `rules: { $named }`; scored under the game's rule set, { $rules }

sheet-stats-games = { $n ->
    [one] 1 game
   *[other] { $n } games
}
sheet-stats-player = player
sheet-stats-games-head = games
sheet-stats-wins = wins
sheet-stats-hands = hands
sheet-stats-average = average
sheet-stats-best = best
sheet-stats-canastas = canastas
sheet-stats-red-threes = red threes
sheet-stats-side-line = { $side }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
}, average { $average }, best { $best }
sheet-stats-counted-line = , { $canastas ->
    [one] 1 canasta
   *[other] { $canastas } canastas
}, { $red_threes ->
    [one] 1 red three
   *[other] { $red_threes } red threes
}
sheet-stats-counted-only = canastas and red threes count hands entered from round files or tallies only
sheet-stats-player-line = { $player }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
}, average { $average }
sheet-stats-average-means = average: the points a hand of the player's side in the hands they played
sheet-stats-dealing = the dealer's side: { $dealer } points a hand, the others { $others } ({ $hands ->
    [one] 1 hand
   *[other] { $hands } hands
} dealt)
# A tally's item as the sheet names it: as `--tally` takes it.
sheet-item = { $key }
