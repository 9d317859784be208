# `canasta game chart`: der Gesamtpunktestand als Diagramm.

chart-title = Wettlauf bis { $target } ({ $rules })
chart-hand = Runde
chart-running-total = Gesamtpunktestand
chart-target = Spielziel { $target }
chart-wrote = { $path } geschrieben: { $sides } Parteien, { $hands ->
    [one] 1 Runde
   *[other] { $hands } Runden
}
