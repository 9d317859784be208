# `canasta rules list`, `show`, `diff`.

rules-header-rule-set = rule set
rules-header-description = description
rules-header-parameter = parameter
rules-header-value = value
rules-none = none
rules-show-head = { $name }: { $description }
rules-show-source = source: { $source }
# A house file that gives no description or source: the rule set it
# extends and the file.
rules-changes-in = { $base } with the changes in { $file }
rules-source-extending = { $file }, extending { $base }
rules-table-line = with { $players } players ({ $sides }): { $packs } packs + { $jokers } jokers = { $cards } cards, { $dealt } cards dealt to each, { $drawn } drawn
rules-sides-uneven = { $sides ->
    [one] a side
   *[other] { $sides } sides
} of { $size } against one of { $last }
rules-sitting-out = , { $count } sitting out each hand
rules-each-alone = each alone
rules-sides-of = in sides of { $size }
rules-no-difference = { $a } and { $b } do not differ
rules-differences = { $count ->
    [one] 1 parameter differs
   *[other] { $count } parameters differ
} between { $a } and { $b }
# The special hands below the table of `rules show`.
rules-special-hands-below = { $count ->
    [one] 1 special hand, below
   *[other] { $count } special hands, below
}
rules-special-hands = special hands (scoring.special_hands), laid at once by a side that has not melded, which scores their points alone:
rules-header-special-hand = special hand
rules-header-points = points
rules-header-shape = cards
rules-special-name = { $title } (`{ $key }`)
rules-special-wins-game = { $points }, and the side wins the game
rules-special-cards = { $count } cards
rules-special-groups = natural groups of { $sizes }, each a rank of its own
rules-special-ranks = { $ranks } among them
rules-special-wild-instead = or { $group } instead of a natural group of { $cards }
rules-special-loose = { $count ->
    [one] 1 more wild card, in a group or beside them
   *[other] up to { $count } more wild cards, in a group or beside them
}
rules-special-threes = a three may be one of them
rules-special-unchecked = { $cards }, their shape not checked
