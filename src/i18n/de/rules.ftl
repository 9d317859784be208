# `canasta rules list`, `show`, `diff`.

rules-header-rule-set = Regelwerk
rules-header-description = Beschreibung
