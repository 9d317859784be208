# `canasta rules list`, `show`, `diff`.

rules-header-rule-set = rule set
rules-header-description = description
