# `canasta initial-meld`: the verdict, its table, and its reasons. A
# reason's message id is `initial-` and its code with `-` for `_`.

initial-headline = initial meld: { $possible ->
    [yes] POSSIBLE
   *[no] NOT possible
} under { $rules } (score { $score }, needs { $required })
initial-fact-hand = hand
initial-fact-top = top of the pile
initial-fact-required = required
initial-fact-melds = melds
initial-fact-points = points
initial-fact-best = best reachable
initial-no-meld = no meld
initial-none = none

initial-red-threes-count = { $threes } red three(s) count { $points } toward the minimum under { $rules }
initial-red-threes-set-aside = red threes are laid out, not melded: { $count } set aside from the hand
initial-black-threes-set-aside = black threes are bonus cards under { $rules }: { $cards } set aside from the hand
initial-reaches-minimum = { $melds } is worth { $points }{ $red_threes ->
    [0] {""}
   *[other] {" "}(+{ $red_threes } for red threes)
}, at least the { $required } a score of { $score } needs
initial-exempt-going-out-concealed = exempt: going out concealed with { $canastas ->
    [one] { $canastas } canasta
   *[other] { $canastas } canastas
} needs no minimum under { $rules } ({ $melds } is worth { $points }, below { $required })
initial-exempt-canasta-from-hand = exempt: a canasta laid whole from the hand needs no minimum under { $rules } ({ $melds } is worth { $points }, below { $required })
initial-goes-out = the melds take every card but at most a final discard: the player goes out, which needs { $canastas ->
    [one] { $canastas } canasta
   *[other] { $canastas } canastas
}
initial-foot-follows = after these melds the player holds { $held ->
    [0] no card
   *[other] one card to discard
}: using up the hand is not going out under { $rules }; the player picks up the foot and plays on { $next_turn ->
    [yes] from the next turn
   *[no] at once
}
initial-needs-natural-meld = under { $rules } the initial meld must hold a meld of { $min } or more natural cards, without a wild card
initial-mixed-canasta-in-initial-meld = under { $rules } no mixed canasta may be part of the initial meld: { $cards } is one
initial-single-meld = under { $rules } the minimum must come from a single meld
initial-special-hand-not-initial-meld = the hand is the special hand { $name } ({ $points }{ $wins_game ->
    [yes] , and it wins the game
   *[no] {""}
}): no initial meld, but a way out, laid whole at once by a side that has not melded
initial-hint-go-out = ask go-out with this hand (`canasta go-out --hand ...`): a special hand goes out
initial-opening-blocked = blocked: { $class } ({ $top }) on top of the pile cannot be taken under { $rules }
initial-no-way-from-the-hand = { $rules } allows no way to take this pile with cards from the hand
initial-needs-naturals-from-the-hand = { $pile_state ->
    [frozen] the pile is frozen
    [frozen-until-opened] the pile is frozen for a side that has not opened
   *[open] to open with the pile
}: needs two natural { $rank }{ $or_wild ->
    [yes] {" "}(or one and a wild card)
   *[no] {""}
} from the hand; you hold { $held ->
    [0] none
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $held }
}
initial-top-card-counts = the top card { $top } is melded and counts toward the minimum
initial-top-card-melded-uncounted = the top card { $top } is melded but does not count toward the minimum under { $rules }
initial-top-card-uncounted = the top card { $top } does not count toward the minimum under { $rules }
initial-keeps-no-card = melds worth { $required } or more (up to { $unkept }) leave fewer than two cards, one to discard and one to keep; ending the turn with none is going out, which needs { $canastas ->
    [one] { $canastas } canasta
   *[other] { $canastas } canastas
} under { $rules }
initial-best-keeping-a-card = keeping a card, the best the hand reaches is { $best }, short of { $required }
initial-best-short = the best the hand reaches is { $best }, short of the { $required } a score of { $score } needs
initial-best-short-keeping-no-card = the best melds are worth { $unkept }, short of the { $required } a score of { $score } needs, and would leave fewer than two cards, one to discard and one to keep
initial-no-legal-meld = no legal meld can be made from these cards
initial-pile-size-assumed = the pile was counted as its top and one card more: give --pile-size N for its real size (a pile of only its top card leaves the player just the hand's cards)
