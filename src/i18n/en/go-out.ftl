# `canasta go-out`: the verdict, its table, and its reasons. A reason's
# message id is `go-out-` and its code with `-` for `_`.

go-out-headline = go out: { $allowed ->
    [yes] ALLOWED
   *[no] NOT allowed
} under { $rules }
go-out-fact-melds = melds laid
go-out-fact-special-hand = special hand
go-out-special-hand-value = { $name }, { $points }{ $wins_game ->
    [yes] , wins the game
   *[no] {""}
}
go-out-fact-discard = final discard
go-out-fact-canastas = canastas
go-out-fact-concealed = concealed
go-out-fact-bonus = bonus
go-out-fact-score = scores this turn
go-out-none = none
go-out-onto-table-meld = { $cards } (added to table meld { $number }: { $table })
go-out-onto-rank = { $cards } (added to the table meld of { $rank })
go-out-apart = { $cards } (a new meld beside the table's)

go-out-partner-said-no = the partner said no, and the answer binds
go-out-partner-must-be-asked = { $rules } requires asking the partner before going out: say --partner yes once the partner agrees
# The flag that says more of a reason, shown after the reasons.
go-out-hint-in-foot = say --in-foot if the player plays from the foot
go-out-partner-agreed-as-required = the partner agreed (asking is mandatory under { $rules })
go-out-partner-agreed = the partner agreed; the answer binds
go-out-foot-unplayed = under { $rules } only a player already playing from the foot goes out; this player still has the foot, and using up the hand picks it up and plays on
go-out-foot-played = the player plays from the foot
go-out-no-partner-to-ask = { $rules } requires asking the partner, but with { $players } players each plays alone: there is no partner to ask
go-out-way-out-exempt-concealed = exempt from the initial-meld minimum of { $required }: going out concealed
go-out-best-way-out = the way out that scores the most this turn: { $score }
go-out-concealed-alternative = going out concealed is possible too ({ $melds }{ $discards ->
    [yes] , discarding { $discard }
   *[no] {""}
}), but scores { $score } this turn
go-out-no-way-out = no way to meld the hand (all cards, or all but a final discard) with { $canastas ->
    [one] { $canastas } canasta
   *[other] { $canastas } canastas
}{ $of_kinds ->
    [yes] , among them { $kinds },
   *[no] {""}
} for the side{ $minimum ->
    [yes] {" "}and the initial-meld minimum of { $required }
   *[no] {""}
}
go-out-special-hand-goes-out = the special hand { $name }: the whole hand laid at once by a side that has not melded, with no discard; the side scores { $points } for it and nothing else{ $wins_game ->
    [yes] , and wins the game
   *[no] {""}
}
go-out-special-hand-side-melded = the hand is the special hand { $name } ({ $points }), but only a side that has not melded yet may lay one
go-out-not-a-special-hand = nor is it the special hand { $name }: { $why }
go-out-kind-count = { $count } { $kind }
go-out-threes-laid-out = { $cards }: threes are bonus cards under { $rules }, laid out face up, not melded or discarded
go-out-red-threes-laid-out = { $cards }: red threes are laid out face up, not melded or discarded
go-out-laid-not-in-hand = { $card } is laid but not in the hand
go-out-final-discard = { $card } is the final discard
go-out-no-discard-needed = every card is melded; no final discard is needed
go-out-discard-required = { $rules } requires a final discard: keep one card to discard
go-out-cards-left = { $count } cards would be left ({ $cards }); going out melds every card, or all but one final discard
go-out-wild-card-onto-canasta = table meld { $number } ({ $cards }) is a canasta already: under { $rules } no wild card may join it
go-out-wild-card-onto-completed-canasta = table meld { $number } is a canasta ({ $cards }) by the time { $wild } would join it: under { $rules } no wild card may join a canasta, not even one completed this turn
go-out-too-many-incomplete-wild-melds = { $melds }: { $count } melds of wild cards short of a canasta; under { $rules } a side may have at most { $most ->
    [one] 1 at a time
   *[other] { $most } at a time
}
go-out-illegal-meld = { $cards } is not a legal meld: { $reasons }
go-out-incomplete-meld-bars-going-out = { $cards } is an incomplete meld of { $kind } ({ $count } of { $min } cards): { $rules } bars going out while one is on the table
go-out-too-few-canastas-of-kind = going out needs { $want ->
    [one] { $want } canasta
   *[other] { $want } canastas
} of kind { $kind } under { $rules }; the side would have { $have }
go-out-too-few-canastas = going out needs { $need ->
    [one] { $need } canasta
   *[other] { $need } canastas
} for the side under { $rules }; it would have { $have }
go-out-enough-canastas = the side has { $have } of the { $need ->
    [one] { $need } canasta
   *[other] { $need } canastas
} going out needs (canastas completed this turn count)
go-out-opens-with-minimum = the side opens with { $points }, at least the { $required } its score of { $score } needs
go-out-concealed-needs-no-minimum = going out concealed needs no initial-meld minimum under { $rules } ({ $points } < { $required })
go-out-canasta-from-hand-needs-no-minimum = a canasta laid whole from the hand needs no initial-meld minimum under { $rules } ({ $points } < { $required })
go-out-short-of-minimum = the side has not opened: the melds are worth { $points }, short of the { $required } its score of { $score } needs
go-out-concealed-bonus = concealed (the whole hand at once, with a canasta): bonus { $bonus }
go-out-canasta-from-hand-bonus = going out with a canasta laid whole from the hand: bonus { $bonus }
go-out-going-out-bonus = going out: bonus { $bonus }
go-out-alone-melded-before = not concealed: under { $rules } each player is a side alone, so the side's earlier melds are the player's own (concealed needs no earlier melds)
