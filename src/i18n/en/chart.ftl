# `canasta game chart`: the running totals as a picture.

chart-title = The race to { $target } ({ $rules })
chart-hand = hand
chart-running-total = running total
chart-target = target { $target }
chart-wrote = wrote { $path }: { $sides } sides over { $hands } hands
