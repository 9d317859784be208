# `canasta score`: a hand's breakdown, line by line, and its notes.

score-headline = Hand scored under { $rules }
score-side = { $name }: { $total } (bonus { $bonus } + cards { $cards })
score-header-bonus = bonus
score-header-cards = cards
score-sum = sum
score-hand-total = hand total
score-note = note: { $note }

score-special-hand = special hand: { $name }
score-cards-melded = card points melded
score-cards-held = card points held
score-cards-net = { $negative ->
    [yes] card points (held more than melded)
   *[no] card points (melded minus held)
}
score-counted-canasta = { $kind } canasta
score-meld = meld { $cards }
score-canasta = { $kind } canasta ({ $rank })
score-concealed-canasta = canasta ({ $rank }) laid concealed
score-incomplete-meld = incomplete { $kind } meld { $cards }
score-threes-caught = threes caught in hand { $threes }
score-black-threes-in-hand = black threes in hand { $cards }
score-black-threes-scaled = black threes in hand { $cards } (red-three scale)
score-in-hand = in hand { $cards }
score-foot = { $player }'s foot { $cards }
score-red-threes-in-foot = red threes in { $player }'s foot { $threes }
score-red-threes-in-a-foot = red threes in a foot { $threes }
score-hand-set = { $n } { $ranks } in hand
score-hand-set-player = { $n } { $ranks } in { $player }'s hand
score-counted-hand-sets = { $min } or more { $ranks } in one hand ×{ $n }
score-counted-incomplete = incomplete { $kind } meld ×{ $n }
score-counted-from-hand = canastas laid complete from the hand ×{ $n }
score-signed-threes = { $colour ->
    [red] red
   *[black] black
} threes { $threes }: { $how ->
    [plus] plus
    [nothing] nothing
   *[minus] minus
} with { $canastas ->
    [0] no canasta
    [one] 1 canasta
   *[other] { $canastas } canastas
}
score-black-threes = black threes { $threes }
score-red-threes = red threes { $threes }
score-red-threes-minus = red threes { $threes }: { $why ->
    [not-melded] the side has not melded
    [no-canasta] the side has no canasta
    [fewer-canastas] fewer canastas than red threes
   *[each-needs-one] each needs a canasta of its own
}
score-red-threes-with-canasta = { $n ->
    [one] 1 red three
   *[other] { $n } red threes
} with a canasta each
score-red-threes-without-canasta = { $n ->
    [one] 1 red three
   *[other] { $n } red threes
} without a canasta
score-red-three-card-value = card value of { $n ->
    [one] 1 red three
   *[other] { $n } red threes
}
score-went-out = went out
score-went-out-concealed = went out concealed
score-penalty = penalty
score-penalty-reason = penalty: { $reason }
score-negated = { $what } (negative: no canasta)
score-doubled = { $what } (doubled)
score-note-doubled = { $by } went out concealed: negative points count double
score-note-no-canasta = no canasta: all points count negative, melded cards included
