# The command line's own checks of a value (`--players four`), shown
# after clap's "invalid value '...' for '...':".

cli-players-negative = a number of players cannot be negative: give the number of players at the table in digits, such as 2 or 4
cli-players-too-many = far more players than a table holds: give the number of players at the table in digits, such as 2 or 4
cli-players-not-a-number = `{ $text }` is not a whole number: give the number of players at the table in digits, such as 2 or 4
cli-not-in-range = { $value } is not in { $min }..={ $max }
