# `canasta meld`: the verdict, its table, and the reasons a meld breaks
# or the rules it meets. A reason's message id is `meld-` and its code
# with `-` for `_`.

meld-valid = { $cards }: valid under { $rules }: { $description }, { $worth }
meld-invalid = { $cards }: NOT a valid meld under { $rules }: { $description }, it breaks { $count ->
    [one] 1 rule
   *[other] { $count } rules
}
meld-worth = { $points } points
meld-worth-canasta = { $points } points + { $bonus } canasta bonus = { $total }
meld-header-rule = rule
meld-fact-cards = cards
meld-fact-naturals-wilds = naturals / wilds
meld-fact-points = points
meld-fact-canasta = canasta
meld-canasta-kind = { $kind } canasta, bonus { $bonus }
meld-canasta-none = no

meld-red-threes-never-melded = red threes are never melded: they are laid out face up as bonus cards
meld-several-ranks = a meld is of one rank, but the natural cards are { $ranks }
meld-too-few-cards = a meld needs at least { $min } cards; this has { $got }
meld-too-many-cards = a meld has at most { $max } cards{ $canasta_size ->
    [yes] {" "}(a canasta is closed at that size)
   *[no] {""}
}; this has { $got }
meld-black-threes-are-bonus-cards = black threes are never melded under { $rules }: they are bonus cards, laid out at once (round file: `black_threes`)
meld-black-threes-never-melded = black threes are never melded under { $rules }
meld-black-threes-only-going-out = black threes may be melded only as the last meld when going out (--going-out)
    .pad = black threes may be melded only as the last meld when going out
meld-black-three-count = a meld of black threes has { $same ->
    [yes] { $min }
   *[no] { $min } to { $max }
} cards; this has { $got }
meld-black-threes-too-few-naturals = a meld needs at least { $min } natural cards; this has { $got }
meld-black-threes-with-wild-cards = black threes may not be melded with wild cards under { $rules }; this has { $got ->
    [one] { $got } wild card
   *[other] { $got } wild cards
}
meld-black-threes-too-many-wild-cards = at most { $max ->
    [one] { $max } wild card
   *[other] { $max } wild cards
} with black threes; this has { $got }
meld-wild-meld-not-allowed = a meld of wild cards only is not allowed under { $rules }: it needs at least { $min_naturals ->
    [one] { $min_naturals } natural card
   *[other] { $min_naturals } natural cards
}
meld-wild-meld-not-a-canasta = a meld of wild cards only must be a complete canasta of { $min } or more cards under { $rules }; this has { $got }
meld-wild-meld-too-long = a meld of wild cards only has at most { $max } cards under { $rules }{ $canasta_size ->
    [yes] {" "}(a canasta is closed at that size)
   *[no] {""}
}; this has { $got }
meld-rank-takes-no-wild-cards = { $rank } never take wild cards under { $rules }; this has { $count ->
    [one] { $count } wild card
   *[other] { $count } wild cards
} ({ $wilds })
meld-too-few-naturals = a meld needs at least { $min } natural { $rank }; this has { $got }
meld-too-many-wild-cards = a meld holds at most { $max ->
    [one] { $max } wild card
   *[other] { $max } wild cards
}; this has { $got }
meld-naturals-must-outnumber-wilds = naturals must outnumber wild cards under { $rules }; this has { $naturals } natural and { $wilds } wild
meld-wilds-outnumber-naturals = wild cards may not outnumber naturals under { $rules }; this has { $naturals } natural and { $wilds } wild
meld-wild-cards-only-in-initial-meld = { $rank } take wild cards only in the side's initial meld under { $rules }; laid after it, this has { $count } ({ $wilds })
meld-sequence-of-several-suits = a sequence is of one suit, but { $cards } holds { $suits }
meld-sequence-rank-outside = a sequence runs from { $lowest } up to { $highest } under { $rules }: { $outside } { $count ->
    [one] is
   *[other] are
} outside it{ $without_threes ->
    [yes] {" "}(threes and twos are never in a sequence)
   *[no] {""}
}
meld-sequence-takes-no-wild-card = a sequence takes no wild card under { $rules }; this has { $wilds }{ $twos_at_the_end ->
    [yes] {" "}(a 2 is wild, and the sequence ends at { $highest })
   *[no] {""}
}
meld-sequence-too-many-wild-cards = a sequence holds at most { $max ->
    [one] { $max } wild card
   *[other] { $max } wild cards
} under { $rules }; this has { $got }
meld-sequence-repeats-a-rank = a sequence holds each rank once, but this has { $ranks } twice
meld-sequence-not-in-a-row = a sequence is in a row, but { $cards } leaves { $missing } missing
meld-sequence-longer-than-its-ranks = a sequence runs from { $lowest } up to { $highest } under { $rules }: { $places } places, but this has { $got } cards
meld-sequence-size = a sequence has { $min } to { $max } cards (complete and closed at { $max }); this has { $got }

# The rules a meld meets (notes).
meld-black-threes-when-going-out = black threes may be melded when going out
meld-black-three-count-kept = { $same ->
    [yes] { $min }
   *[no] { $min } to { $max }
} cards
meld-black-threes-enough = at least { $min } black threes
meld-no-wild-cards = no wild cards
meld-at-most-wild-cards = at most { $max ->
    [one] { $max } wild card
   *[other] { $max } wild cards
}
meld-wild-canasta = a canasta of wild cards only ({ $min }+ cards)
meld-wild-cards-only = wild cards only, at least { $min } cards
meld-wild-meld-max = at most { $max } { $max ->
    [one] wild card
   *[other] wild cards
}
meld-sequence-wild-cards = at most { $max } { $max ->
    [one] wild card
   *[other] wild cards
}
meld-at-most-cards = at most { $max } { $max ->
    [one] card
   *[other] cards
}
meld-at-least-cards = at least { $min } cards
meld-rank-without-wild-cards = no wild card ({ $rank } take none)
meld-rank-wild-only-in-initial-meld = { $rank } take wild cards only in the side's initial meld, and are then an ordinary mixed meld
meld-at-least-naturals = at least { $min } natural { $rank }
meld-more-naturals-than-wild-cards = more naturals than wild cards
meld-no-more-wild-cards-than-naturals = no more wild cards than naturals
meld-one-suit = one suit
meld-sequence-ranks = ranks from { $lowest } up to { $highest }
meld-sequence-without-wild-cards = no wild card
meld-in-a-row = in a row
meld-sequence-fits = fits from { $lowest } up to { $highest }
meld-sequence-size-kept = { $min } to { $max } cards

# What a meld is, for its verdict: `$form` says which words, `$what` the
# cards (`meld-what`, `meld-span`), `$kind` the rule set's name of a
# canasta's kind, `$purity` natural, mixed or wild.
meld-description = { $form ->
    [wild-canasta] a wild canasta (wild cards only)
    [kind-wild] a canasta of { $kind } (wild cards only)
    [canasta] a { $kind } canasta of { $what }
    [sequence-canasta] a canasta, { $kind } (a sequence of { $what })
    [kind-canasta] a canasta of { $kind } ({ $purity })
    [sequence] a sequence of { $what }
    [bare] { $what }
   *[meld] a meld of { $what }
}
# The cards of a meld that are not all of one rank (`meld-what-rank`);
# `$case` is `of` after "a meld of", else `bare`.
meld-what = { $case ->
   *[of] { $what ->
        [red-threes] red threes
        [several-ranks] cards of several ranks
        [black-threes] black threes
       *[wild] wild cards
    }
}
# The cards of a meld of one rank, `$rank` (1 the ace, 11 to 13 the
# jack, queen and king); `$case` as for `meld-what`.
meld-what-rank = { $case ->
   *[of] { $rank ->
        [1] aces
        [11] jacks
        [12] queens
        [13] kings
       *[other] { $rank }s
    }
}
meld-span-suit = { $suit } { $from }–{ $to }
meld-span = { $from }–{ $to }
meld-span-none = sequence
