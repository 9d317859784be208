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
