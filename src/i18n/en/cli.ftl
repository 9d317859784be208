# The command line's own checks of a value (`--players four`), shown
# after clap's "invalid value '...' for '...':".

cli-players-negative = a number of players cannot be negative: give the number of players at the table in digits, such as 2 or 4
cli-players-too-many = far more players than a table holds: give the number of players at the table in digits, such as 2 or 4
cli-players-not-a-number = `{ $text }` is not a whole number: give the number of players at the table in digits, such as 2 or 4
cli-not-in-range = { $value } is not in { $min }..={ $max }

# Why Rust's number parser refused a value (`--score abc`), as its kinds
# say it.
cli-number-empty = cannot parse integer from empty string
cli-number-invalid = invalid digit found in string
cli-number-too-large = number too large to fit in target type
cli-number-too-small = number too small to fit in target type

# `CANASTA_LANG` naming a language the tool does not speak: one line on
# stderr, and English.
cli-unknown-lang = warning: { $var } is `{ $value }`, a language canasta does not speak; it speaks { $languages }, and writes English
