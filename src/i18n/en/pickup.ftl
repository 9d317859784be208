# `canasta pickup`: the verdict and the reasons the pile may or may not be
# taken. A reason's message id is `pickup-` and its code with `-` for `_`.

pickup-headline = take the pile ({ $top } on top): { $legal ->
    [yes] LEGAL
   *[no] NOT legal
} under { $rules }
pickup-meld-with-top = meld with the top card: { $cards }

pickup-blocked = blocked: { $class } ({ $top }) on top of the pile cannot be taken under { $rules }; it can be taken once another card covers it
pickup-one-card-rule = one-card rule: a player holding exactly 1 card may not take a pile of exactly 1 card under { $rules }; with a second card in the hand or in the pile it could be taken
pickup-closed-canasta-blocks = blocked: { $whose ->
    [side] the side's
   *[other] the other side's
} canasta of { $rank } ({ $cards }) is closed at { $max } cards, and under { $rules } a top card of a rank with a closed canasta cannot be taken
pickup-pile-too-small = the pile holds { $size ->
    [one] { $size } card
   *[other] { $size } cards
}, but under { $rules } it may be taken only when at least { $min } lie there
pickup-takes-pile-with = { $pile }: { $rules } takes the pile with { $ways }
pickup-not-opened = not opened: the top card plus cards from the hand must reach the initial-meld minimum of { $required } (score { $score })
pickup-legal = legal: { $top } goes with { $way }{ $own_meld ->
    [yes] {" "}(it must be the player's own meld)
   *[no] {""}
}: { $cards }
pickup-joins-table-meld = under { $rules } a side may join its melds of one rank: { $cards } joins the side's { $table } on the table as { $joined }
pickup-goes-out-after-taking = after melding { $cards }, the player holds { $holding }: ending the turn goes out, which the side can with { $canastas ->
    [one] { $canastas } canasta
   *[other] { $canastas } canastas
}
pickup-melds-pile-cards = taking the pile makes its other cards the player's, and they may be melded in the same turn: { $cards } into { $melds }
pickup-pile-cards-unknown = the pile's { $count ->
    [one] other card is
   *[other] { $count } other cards are
} not named (only how many cards the pile holds): counted as kept or discarded, never melded; a state file's `pile:` names them
pickup-foot-follows-taking = after melding { $cards }, the player holds { $holding }: using up the hand is not going out under { $rules }; the player picks up the foot and plays on { $next_turn ->
    [yes] from the next turn
   *[no] at once
}
pickup-top-cards-only = only the top { $count } cards of the pile are taken under { $rules }; the rest stay
pickup-no-way-to-take = { $pile }: { $rules } allows no way to take it
pickup-unfrozen-would-take = unfrozen, { $ways } would also take it
pickup-never-onto-table-meld = { $rules } never takes the pile by adding the top card to a table meld

# What a way to take the pile needs, after how the pile stands or as an
# alternative to the way before.
pickup-pile-needs = { $pile }: needs { $way }
pickup-or-needs = or it needs { $way }
pickup-needs-natural-pair = two natural { $rank } from the hand; you hold { $held ->
    [0] none
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $held }
}
pickup-needs-natural-and-wild = { $rank } and a wild card from the hand; you hold { $lacks ->
    [both] neither
    [natural] no natural one
   *[wild] no wild card
}
pickup-needs-incomplete-table-meld = a meld of { $rank } on the table short of a canasta; the side's are complete
pickup-needs-table-meld = a meld of { $rank } on the table; the side has none
pickup-would-keep-no-card = { $way }, but after melding { $cards } the player would hold { $holding }, and a turn that ends with no card in the hand is going out, which needs { $canastas ->
    [one] { $canastas } canasta
   *[other] { $canastas } canastas
} under { $rules } (the side would have { $have })
pickup-would-make-illegal-meld = { $way }, but that would make { $cards }{ $joins ->
    [yes] , which joins the side's { $rank } on the table as { $joined }
   *[no] {""}
}, which is not a legal meld: { $reasons }

# The ways to take the pile, in full and briefly.
pickup-way = { $way ->
    [natural-pair] two naturals from the hand
    [natural-and-wild] a natural and a wild card from the hand
   *[table-meld] the side's meld on the table
}
# A way as what the side needs ("or it needs ..."): the same words in
# English; German says them in another case.
pickup-way-needed = { $way ->
    [natural-pair] two naturals from the hand
    [natural-and-wild] a natural and a wild card from the hand
   *[table-meld] the side's meld on the table
}
# Briefly, as items of a list: "a mixed pair" names one thing, where "a
# natural and a wild" would run into the next item.
pickup-way-short = { $way ->
    [natural-pair] a natural pair
    [natural-and-wild] a mixed pair (natural + wild)
   *[table-meld] a table meld
}
pickup-no-way = nothing

# How the pile stands.
pickup-pile-frozen-flag = frozen (--frozen)
pickup-pile-frozen-by = frozen ({ $card } in the pile)
pickup-pile-always-frozen = frozen (always, under { $rules })
pickup-pile-frozen-until-opened = frozen for a side that has not made its initial meld
pickup-pile-not-frozen = not frozen

# What the player would hold.
pickup-holding-no-card = no card
pickup-holding-pile-card = only the pile's other card
pickup-holding-cards = only { $cards }

# A top card that no meld takes the pile with.
pickup-red-three-on-top = { $top } on top: a red three is never melded, so it cannot be melded to take the pile
pickup-black-three-on-top = { $top } on top: black threes are melded only when going out, never to take the pile
pickup-wild-card-on-top = { $top } on top: a wild card cannot be the card a meld is taken with
