<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>Acerca de ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Comprueba planillas de ajedrez como lo hace un árbitro.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck es software libre: puede redistribuirlo y/o modificarlo según los términos de la Licencia Pública General de GNU, versión 3 o (a su elección) cualquier versión posterior. Se distribuye sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Compilado con Qt %1; se ejecuta con Qt %2 (Licencia Pública General Reducida de GNU, versión 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Las reglas son las de las Leyes del Ajedrez de la FIDE (2023). La planilla de ejemplo es la partida de muestra de su Apéndice C. Las imágenes de las piezas y el icono se dibujaron para ScoreCheck. Las pruebas usan partidas y posiciones reunidas de python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) y el conjunto de datos de planillas HCS; third-party.md, instalado con la documentación, nombra cada fuente y su licencia.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Movimientos que encajan igual de bien</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Poner el movimiento seleccionado y rehacer el resto de la partida a partir de él</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;Elegir este movimiento</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>Primero el movimiento con el que sigue la partida, luego los demás que encajan igual de bien, el mejor primero; el tablero muestra el seleccionado, e Intro lo pone.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>No está comprobado que las jugadas marcadas «no descartado» encajen: la comprobación se detuvo antes de poder descartarlas.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>el inicio</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Triple repetición tras %1: la misma posición se produjo tras %2. Se pueden reclamar tablas (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>Quíntuple repetición tras %1: la partida es tablas (9.6.1). La posición se produjo tras %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>Cincuenta movimientos sin captura ni movimiento de peón tras %1: se pueden reclamar tablas (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Setenta y cinco movimientos sin captura ni movimiento de peón tras %1: la partida es tablas (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Jaque mate tras %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Ahogado tras %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Posición muerta tras %1: ningún jugador puede dar jaque mate (5.2.2).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Movimientos completados: blancas %1, negras %2.</translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Resultado anotado: %1. En el tablero: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Todas las anotaciones están comprobadas.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Verificada solo hasta el movimiento %1: la planilla continúa hasta el movimiento %2, sin comprobar.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Nada que señalar: la planilla aún no tiene movimientos.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Oferta de tablas de las blancas con %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Oferta de tablas de las negras con %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>La partida terminó por sí sola tras %1; %n anotación escrita después no cuenta.</numerusform>
            <numerusform>La partida terminó por sí sola tras %1; las %n anotaciones escritas después no cuentan.</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>las blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>las negras</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>Ahora pueden reclamar tablas %1: la posición tras %2 se ha producido %n vez (9.2.2).</numerusform>
            <numerusform>Ahora pueden reclamar tablas %1: la posición tras %2 se ha producido %n veces (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>Ahora pueden reclamar tablas %1: 50 movimientos de cada jugador sin captura ni movimiento de peón (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>Pueden reclamar tablas %1 anotando uno de estos movimientos y declarándolo: la posición a la que lleva se produciría por tercera vez (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>Pueden reclamar tablas %1 anotando un movimiento que no sea ni una captura ni un movimiento de peón y declarándolo: completa 50 movimientos de cada jugador (9.3.1).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Posición muerta tras %1: los peones ya no pueden moverse y encierran a las piezas, así que ningún jugador puede dar jaque mate (5.2.2).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Oferta de tablas de las blancas con %1, un movimiento anulado por ilegal (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Oferta de tablas de las negras con %1, un movimiento anulado por ilegal (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Oferta de tablas de las blancas con %1, una anotación que la reproducción no jugó: sin comprobar.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Oferta de tablas de las negras con %1, una anotación que la reproducción no jugó: sin comprobar.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Los cambios de esta planilla no se pueden poner a salvo en %1: %2. Se reintenta cada segundo; guarde la planilla para conservarla.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Peón blanco en %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Caballo blanco en %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Alfil blanco en %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Torre blanca en %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Dama blanca en %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Rey blanco en %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Peón negro en %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Caballo negro en %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Alfil negro en %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Torre negra en %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Dama negra en %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Rey negro en %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Casilla vacía %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Peón blanco</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Caballo blanco</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Alfil blanco</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Torre blanca</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dama blanca</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Rey blanco</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Peón negro</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Caballo negro</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Alfil negro</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Torre negra</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dama negra</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Rey negro</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1: pieza levantada</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1: movimiento legal</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Jugado %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>Promocionar a caballo</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>Promocionar a alfil</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>Promocionar a torre</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>Promocionar a dama</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>El tablero: las flechas pasan de una casilla a otra, Intro o Espacio levanta una pieza y la deja en su casilla de destino, Escape la devuelve a su sitio. El movimiento hecho se escribe en la planilla.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>las blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>las negras</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la posición inicial</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>la posición tras %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>la posición inicial (medio movimiento 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, el movimiento anotado (medio movimiento %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (medio movimiento %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>No cabe reclamación: la partida había terminado con jaque mate en %1 (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>No cabe reclamación: la partida había terminado en ahogado en %1 (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>No cabe reclamación: la partida ya era tablas cuando %1 se produjo por quinta vez (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>No cabe reclamación: la partida ya era tablas en %1, tras 75 movimientos de cada jugador sin captura ni movimiento de peón (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>No cabe reclamación: la partida ya era tablas en %1, una posición muerta en la que ningún jugador puede dar jaque mate (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Incorrecta: %1 se produce por primera vez.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Incorrecta: %1 se produce solo por segunda vez.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Correcta: %1 se produce por tercera vez.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Correcta: %1 se ha producido ya %2 veces.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Incorrecta: tras el movimiento anotado %1 la posición se produciría por primera vez.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Incorrecta: tras el movimiento anotado %1 la posición se produciría solo por segunda vez.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Correcta: tras el movimiento anotado %1 la posición se produciría por tercera vez.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Correcta: tras el movimiento anotado %1 la posición se habría producido %2 veces.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Correcta: los últimos 50 movimientos de cada jugador se realizaron sin captura ni movimiento de peón.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Incorrecta: movimientos desde la última captura o movimiento de peón: blancas %1, negras %2; hacen falta 50 de cada uno.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Correcta: con el movimiento anotado %1 los últimos 50 movimientos de cada jugador se realizan sin captura ni movimiento de peón.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Incorrecta: con el movimiento anotado %1, movimientos desde la última captura o movimiento de peón: blancas %2, negras %3; hacen falta 50 de cada uno.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Incorrecta: el movimiento anotado %1 es una captura: la cuenta de los cincuenta movimientos vuelve a empezar.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Incorrecta: el movimiento anotado %1 es un movimiento de peón: la cuenta de los cincuenta movimientos vuelve a empezar.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Incorrecta: el movimiento anotado &quot;%1&quot; es ilegal en la posición del tablero.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Incorrecta: el movimiento anotado &quot;%1&quot; es ambiguo: puede significar %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Incorrecta: el movimiento anotado &quot;%1&quot; no se puede leer como un movimiento.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Artículo 9.2.1: %1 anotaron un movimiento y lo declararon; la posición a la que lleva debe estar a punto de producirse al menos por tercera vez.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Artículo 9.2.2: la posición del tablero debe acabar de producirse al menos por tercera vez, con el turno de %1.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Las posiciones son la misma cuando el mismo jugador tiene el turno, las mismas piezas ocupan las mismas casillas y son posibles los mismos movimientos, incluidos el enroque y la captura al paso (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Artículo 9.3.1: %1 anotaron un movimiento y lo declararon; con él, los últimos 50 movimientos de cada jugador deben haberse realizado sin el movimiento de ningún peón y sin ninguna captura.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Artículo 9.3.2: los últimos 50 movimientos de cada jugador deben haberse completado sin el movimiento de ningún peón y sin ninguna captura; el turno es de %1.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: los derechos de enroque difieren, y en una de las dos era posible una captura al paso (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: los derechos de enroque difieren (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: en una de las dos era posible una captura al paso (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Última captura o movimiento de peón: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Ninguna captura ni movimiento de peón desde la posición inicial, cuyo contador de medios movimientos estaba en %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Ninguna captura ni movimiento de peón desde la posición inicial.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Movimientos desde entonces sin captura ni movimiento de peón: blancas %1, negras %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>El árbitro añade un minuto al tiempo de reflexión restante de %1 (9.5.3; blitz: B.3 con A.3); dos minutos si el torneo aplica B.2, con un árbitro por partida.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>El árbitro añade un minuto al tiempo de reflexión restante de %1 (9.5.3; ajedrez rápido: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>El árbitro añade dos minutos al tiempo de reflexión restante de %1 (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>Ahora %1 deben realizar el movimiento anotado %2 (9.5.3): da jaque mate, y ganan %1 (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>Ahora %1 deben realizar el movimiento anotado %2 (9.5.3): ahoga al rey, y la partida es tablas (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>Ahora %1 deben realizar el movimiento anotado %2 (9.5.3): deja una posición muerta, y la partida es tablas (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>Ahora %1 deben realizar el movimiento anotado %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>El resultado se mantiene: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>La partida es tablas (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>El movimiento anotado daría jaque mate, pero un movimiento anotado para una reclamación no se realiza: la partida ya es tablas por la reclamación.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>El movimiento anotado no se puede realizar tal como está escrito: %1 deben realizar un movimiento conforme a los artículos 3 y 4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>La partida continúa.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>La reclamación queda como oferta de tablas, que %1 pueden aceptar (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>El movimiento anotado &quot;%1&quot; no hace falta: la posición del tablero decide la reclamación.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>La posición se produjo tras:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Las mismas piezas ocupaban las mismas casillas, con el turno del mismo jugador, en posiciones que no son la misma:</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>Ahora %1 deben realizar el movimiento anotado %2 (9.5.3): la posición se produce entonces por quinta vez, y la partida es tablas (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>Ahora %1 deben realizar el movimiento anotado %2 (9.5.3): completa 75 movimientos de cada jugador sin captura ni movimiento de peón, y la partida es tablas (9.6.2).</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Decisión sobre una reclamación</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Reclamación:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Triple repetición (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;Cincuenta movimientos (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>Movimiento &amp;anotado:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Opcional: el movimiento anotado y declarado, no jugado, tal como está en la planilla</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;Ritmo de juego:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Decidir</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>C&amp;opiar como texto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>White</source>
        <translation>las blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>las negras</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>La reproducción se detiene en %1, que es %2: no se conoce la posición de la reclamación. Corrija primero la planilla hasta ese punto.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Sin decisión: no se conoce la posición de la reclamación.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>Reclaman %1 en la posición inicial, con el turno.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>Reclaman %1 tras %2, con el turno.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>La misma posición se da por tercera vez, o se dará tras la jugada anotada en la planilla.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Cada jugador ha realizado las últimas 50 jugadas sin captura ni movimiento de peón, o lo habrá hecho tras la jugada anotada en la planilla.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Mostrar esta posición en el tablero</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Una línea que nombra una posición de la partida la muestra en el tablero principal, con un clic o con Intro.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Las jugadas contadas</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Tableros de las posiciones contadas</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Cada posición en que se dio la reclamada, como un tablero pequeño sobre su jugada; las flechas desplazan la vista.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Idioma de notación de las planillas (auto o un código como de).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Salida: text, json (un objeto por partida) o pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Partidas comprobadas en paralelo.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>Archivos de planilla o PGN; - para la entrada estándar.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format: &apos;%1&apos; no es text, json ni pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs necesita un número de 1 a 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>no se ha dado ningún archivo (use - para la entrada estándar)</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  medios movimientos: %1; notación: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (detectada por reproducción)</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 tras el medio movimiento %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (la posición se produjo en los medios movimientos %1)
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  resultado anotado: %1; en el tablero: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Posición de partida (por defecto: la posición inicial).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen: %1 (en el carácter %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang: idioma desconocido &apos;%1&apos; (use %2%3)</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>no se puede leer la entrada estándar</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: no existe el archivo</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: es un archivo binario, no un texto de planilla ni PGN</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Profundidad en medios movimientos.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Muestra la cuenta de cada movimiento raíz.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth necesita un número de 0 a %1</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf o descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Letras de las piezas en la salida (un código como de).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Idioma de notación de la entrada (auto o un código).</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation: &apos;%1&apos; no es san, lan, figurine, uci, iccf ni descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>indique un archivo (o - para la entrada estándar)</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  oferta de tablas de las blancas tras el movimiento %1
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  oferta de tablas de las negras tras el movimiento %1
</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Busca también la partida legal completa más probable y los cambios que necesita.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>La planilla del otro jugador de la misma partida o partidas: concilia las dos e informa de dónde difieren.</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>no hay partida %1 en la otra planilla con la que emparejarla</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  emparejada con %1, partida %2: diferencias: %3; esta planilla llega al medio movimiento %4, la otra al %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>esta planilla %1, la otra %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    medio movimiento %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; ningún movimiento
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (la búsqueda agotó su presupuesto: el final se reparó fallo a fallo)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    partida: %1
</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    probablemente quiso decir: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  partida más probable (cambios: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    línea %1, columna %2: </translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 leído como %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 puesto antes de %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 y la anotación siguiente intercambian su lugar</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omitido</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct y --pair informan en text o json, no en pgn</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(recuadro vacío)</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Un archivo de planilla o PGN; - para la entrada estándar.</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  línea %1, columna %2: %3
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  movimientos completados: blancas %1, negras %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (todas las anotaciones comprobadas)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (verificada hasta el movimiento %1; la planilla continúa hasta el movimiento %2, sin comprobar)
</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>no se ha encontrado ninguna partida en %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrada estándar</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>no se puede escribir en la salida estándar: %1</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>parte de otra posición (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  emparejada con %1, partida %2: la partida de la otra planilla no se puede usar: %3
</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 no se puede escribir: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 se detiene en la línea %2, columna %3: &quot;%4&quot; es %5; no se escribe nada de lo que sigue</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  un PGN de la partida se detiene en la línea %1, columna %2; el resto de la planilla se conserva en él como comentario
</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  línea %1, columna %2: %3%4 %5 — %6</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n anotación posterior no se pudo comprobar
</numerusform>
            <numerusform>  %n anotaciones posteriores no se pudieron comprobar
</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>El movimiento que el reclamante anotó y declaró pero no ha jugado, en la notación y el idioma de la planilla.</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Ritmo de juego: standard (estándar), rapid (rápido) o blitz.</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Salida: text o json (un objeto).</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>Las tablas reclamadas: threefold (triple repetición, 9.2) o fifty (cincuenta movimientos, 9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>La planilla hasta el momento de la reclamación, una partida; - para la entrada estándar.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>indique las tablas reclamadas (threefold o fifty) y un archivo</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>&apos;%1&apos; no es una reclamación: use threefold o fifty</translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: &apos;%1&apos; no es standard, rapid ni blitz</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: &apos;%1&apos; no es text ni json</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>no se puede decidir sobre %1: %2</translation>
    </message>
    <message>
        <source>White has checkmated.</source>
        <translation>Las blancas han dado jaque mate.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Las negras han dado jaque mate.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Las blancas pueden dar jaque mate, por ejemplo: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Las negras pueden dar jaque mate, por ejemplo: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Las blancas no pueden dar jaque mate mediante ninguna serie de movimientos legales.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Las negras no pueden dar jaque mate mediante ninguna serie de movimientos legales.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Blancas: sin decidir (la búsqueda alcanzó su límite).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Negras: sin decidir (la búsqueda alcanzó su límite).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>No se ha decidido si la posición es muerta.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>La posición es muerta: ningún jugador puede dar jaque mate (FIDE 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>La posición no es muerta.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>La posición que se ha de juzgar.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Salida: text o json.</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>--fen es obligatorio</translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  la partida terminó por sí sola tras el medio movimiento %1 (%2): %n anotación escrita después no cuenta
</numerusform>
            <numerusform>  la partida terminó por sí sola tras el medio movimiento %1 (%2): %n anotaciones escritas después no cuentan
</numerusform>
        </translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>la planilla se detiene en la línea %1, columna %2: &quot;%3&quot; es %4, así que no se conoce la posición de la reclamación</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>El número de movimientos que exige el control de tiempo hasta el momento de la caída de bandera (por ejemplo 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>El jugador al que le cayó la bandera.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>La planilla hasta la caída de bandera, una partida; - para la entrada estándar.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>indique el jugador al que le cayó la bandera (white o black) y un archivo</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>&apos;%1&apos; no es un jugador: use white o black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves: &apos;%1&apos; no es un número de movimientos de 1 a 1000</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 contiene más de una partida: una decisión se toma sobre una sola partida, así que indique un archivo con esa partida sola</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>La planilla hasta el movimiento ilegal, que es su última anotación; una partida; - para la entrada estándar.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>indique un archivo: la planilla hasta el movimiento ilegal</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>la planilla no tiene anotaciones: su última anotación debe ser el movimiento ilegal sobre el que decidir</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>indique la decisión: claim, flag, illegal o can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>decisión desconocida &apos;%1&apos; (use claim, flag, illegal o can-mate)</translation>
    </message>
    <message>
        <source>usage: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
                            [--reconstruct] [--pair OTHER_FILE] FILE... | -
       scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                            [--fen FEN] FILE | -
       scorecheck-cli perft [--fen FEN] --depth N [--divide]
       scorecheck-cli rule claim threefold|fifty [--intended MOVE] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                            FILE | -
       scorecheck-cli rule can-mate --fen FEN [--format text|json]
       scorecheck-cli COMMAND --help   (what each option does)
       scorecheck-cli --version
</source>
        <translation>uso: scorecheck-cli check [--lang auto|CÓDIGO] [--fen FEN] [--format text|json|pgn] [--jobs N]
                          [--reconstruct] [--pair OTRO_ARCHIVO] ARCHIVO... | -
     scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                          [--fen FEN] ARCHIVO | -
     scorecheck-cli perft [--fen FEN] --depth N [--divide]
     scorecheck-cli rule claim threefold|fifty [--intended MOVIMIENTO] [--rate standard|rapid|blitz] [--lang L]
                          [--fen FEN] [--format text|json] ARCHIVO | -
     scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                          [--fen FEN] [--format text|json] ARCHIVO | -
     scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                          ARCHIVO | -
     scorecheck-cli rule can-mate --fen FEN [--format text|json]
     scorecheck-cli ORDEN --help   (lo que hace cada opción)
     scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Comprueba planillas de ajedrez como lo hace un árbitro: cada anotación se reproduce y se
juzga, la partida de la planilla se puede escribir en PGN o en otra notación, y se decide
sobre las reclamaciones, caídas de bandera y movimientos ilegales a partir de la planilla.
</translation>
    </message>
    <message>
        <source>Exit status:
  0  every entry is correct or legal in another form and every game could be used; a
     rule command made its ruling, whatever it is
  1  some entry is worse (not algebraic, ambiguous, illegal, unreadable, not checked), or
     a game could not be checked or paired
  2  unusable arguments, a file that cannot be read, is binary or holds no game, or output
     that cannot be written
</source>
        <translation>Estado de salida:
  0  todas las anotaciones son correctas o legales en otra forma y todas las partidas se
     pudieron usar; una orden rule tomó su decisión, sea cual sea
  1  alguna anotación es peor (no algebraica, ambigua, ilegal, ilegible, no comprobada), o
     una partida no se pudo comprobar o emparejar
  2  argumentos inservibles, un archivo que no se puede leer, es binario o no contiene
     ninguna partida, o una salida que no se puede escribir
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli check sheet.txt
     Reports every entry of the sheet that is not correct, and the game&apos;s end.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     One JSON object per game, two games checked at a time.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     The game of a sheet written with German piece letters, as PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Rules on a claim of threefold repetition made by writing the move Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Rules on White&apos;s flag fall when 40 moves are required.
</source>
        <translation>Ejemplos:
  scorecheck-cli check sheet.txt
     Señala cada anotación incorrecta de la planilla, y el final de la partida.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Un objeto JSON por partida, dos partidas comprobadas a la vez.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     En PGN, la partida de una planilla escrita con letras de piezas alemanas.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Decide sobre una reclamación de triple repetición con Qb4 anotado.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Decide sobre la caída de bandera de las blancas si se exigen 40 movimientos.
</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Imprime el SHA-256 del texto de la planilla de cada partida (UTF-8, finales de línea como LF) en lugar de comprobarla: el valor que imprime el pie de página de un informe.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>--hash solo imprime los valores hash: no admite --format, --reconstruct ni --pair</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>     scorecheck-cli check --hash ARCHIVO... | -
     scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTRO_ARCHIVO] [--diagram MEDIO_MOVIMIENTO]...
                          [--arbiter NOMBRE] [--paper a4|letter] --output ARCHIVO.pdf ARCHIVO | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>El informe del árbitro sobre una planilla se escribe en PDF, para imprimirlo o archivarlo.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: 0 una vez escrito el PDF; 2 también para una partida que no se puede reproducir,
     y entonces no se escribe ningún PDF)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     El informe del árbitro sobre la planilla en PDF, con la posición tras el medio movimiento 24.
  scorecheck-cli check --hash sheet.txt
     El SHA-256 del texto de la planilla, tal como lo imprime el pie de página de su informe.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Idioma de notación de la planilla (auto o un código como de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Buscar también la partida legal completa más probable e informar de los cambios que necesita.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>La planilla del otro jugador de la misma partida (o las mismas partidas): informar de dónde difieren ambas.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Dibujar también la posición tras este medio movimiento (0: la posición inicial); se puede indicar más de una vez.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>El nombre del árbitro, impreso en el encabezado del informe.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Tamaño del papel: a4 o letter (por defecto: el de la configuración regional del sistema).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Escribe en PDF el informe del árbitro sobre una planilla: la planilla tal como se ha introducido, con la marca de cada anotación, cada observación con su artículo de las Leyes del Ajedrez de la FIDE, las incidencias para el árbitro, diagramas de las posiciones relevantes y la partida en notación limpia. Un archivo PGN con varias partidas da un solo PDF, con cada partida a partir de una página nueva.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Estado de salida:
  0  se ha escrito el informe
  2  argumentos inservibles, un archivo que no se puede leer o no contiene ninguna partida, una
     partida que no se puede reproducir (no se escribe ningún informe, ni siquiera a medias), o
     un PDF que no se puede escribir
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Ejemplos:
  scorecheck-cli report --output report.pdf sheet.txt
     El informe del árbitro sobre la planilla.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     Con las planillas de ambos jugadores comparadas y la posición tras el medio movimiento 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>--diagram necesita un medio movimiento, un número desde 0: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: &apos;%1&apos; no es a4 ni letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>--output ARCHIVO.pdf es obligatorio</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>indique un archivo (use - para la entrada estándar)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, partida %2: sin comparar: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>no se puede ejecutar %1 (está instalado junto a scorecheck-cli): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 se ha detenido: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  la planilla se lee igual en %1: no se puede distinguir su idioma de notación
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>ningún movimiento</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      no se puede decidir a partir de esta planilla: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      no se puede decidir con estas planillas: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      sin decidir: la comprobación se detuvo en su límite de búsqueda; la jugada encontrada es %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>&apos;%1&apos; no es un comando: use check, write, perft, rule o report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>un recuadro vacío (línea %1, columna %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>&quot;%1&quot; (línea %2, columna %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, partida %2: sin diagrama tras el medio movimiento %3: la reproducción llega solo hasta el medio movimiento %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: no hay letras de notación descriptiva para &apos;%1&apos; (use en, o de, da, sv o no para las letras alemanas)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: indique el movimiento anotado y declarado</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  oferta de tablas de las blancas con %1, una anotación que la reproducción no jugó: sin comprobar
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  oferta de tablas de las negras con %1, una anotación que la reproducción no jugó: sin comprobar
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: parece texto UTF-16 sin marca de orden de bytes; guárdelo como UTF-8, o como UTF-16 con su marca</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>línea %1: la planilla ocupa más de %2 MB, más de lo que puede ocupar cualquier partida; no se ha comprobado</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, partida %2: no se ha escrito ningún informe: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>aviso: la planilla tiene anotado el resultado %1; el fallo toma la partida como si siguiera tras su última anotación</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Decide a partir de la planilla, como lo hace un árbitro, sobre:
  claim     unas tablas reclamadas por triple repetición (9.2) o por la regla de los cincuenta movimientos (9.3)
  flag      una caída de bandera después de la última anotación de la planilla (6.9)
  illegal   la última anotación de la planilla, una jugada ilegal que el jugador completó (7.5)
  can-mate  si cada bando aún puede dar mate en una posición (6.9, 7.5.5, 5.2.2)
Las opciones de cada decisión: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal o can-mate, y después las opciones y argumentos de la decisión.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>El archivo PDF que se escribe (obligatorio); - para la salida estándar.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>no se ha podido generar el PDF</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Comparar dos planillas</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>Esta planilla</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Otra planilla</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(ningún movimiento)</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Planillas</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>El lugar anterior en que difieren las planillas (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>El lugar siguiente en que difieren las planillas (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>La partida que encaja con ambas planillas (%1: las planillas no pueden decidir ese movimiento):</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>elegido por el árbitro</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>no se puede decidir</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ las planillas difieren</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(ningún movimiento): la posición en la que está la anotación</translation>
    </message>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Diferencia anterior</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Diferencia siguiente ▼</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>La partida que encaja con ambas planillas tiene %n medio movimiento.</numerusform>
            <numerusform>La partida que encaja con ambas planillas tiene %n medios movimientos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>Las planillas difieren en %n lugar.</numerusform>
            <numerusform>Las planillas difieren en %n lugares.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>Esta planilla llega al medio movimiento %1, la otra (%2) al %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>En %n de ellos nada en las planillas decide qué movimiento se jugó (%1): elija allí, en la lista bajo la tabla, qué movimiento vale.</numerusform>
            <numerusform>En %n de ellos nada en las planillas decide qué movimiento se jugó (%1): elija allí, en la lista bajo la tabla, qué movimiento vale.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Nada en las planillas decide este movimiento: elija en la lista bajo la tabla qué movimiento vale.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>Las dos planillas no coinciden en este movimiento tal como está escrito; la partida toma el movimiento que mejor encaja con ambas planillas, y ningún otro encaja igual de bien.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>Las planillas deciden este movimiento: ningún otro encaja igual de bien con ambas.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 No se da por decidido: la comprobación se detuvo en su límite de búsqueda antes de probar todos los demás movimientos.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Nada en las planillas decide este movimiento; estos encajan igual de bien. Seleccione uno para verlo en el tablero; «Elegir este movimiento» lo convierte en el movimiento de la partida.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 encaja igual de bien con las planillas; la partida sigue con %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 no se puede decidir: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Cada jugada de la partida que encaja con ambas planillas, con lo que anota cada planilla y dónde difieren; el tablero muestra la posición de la fila elegida.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>La partida que encaja con ambas planillas</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>La partida completa en la que coinciden ambas planillas, con las elecciones del árbitro.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Cierra la comparación; el informe del árbitro la imprime con las elecciones hechas.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>En %n de ellas la comprobación se detuvo en su límite de búsqueda (%1): la jugada encontrada allí no se da por decidida.</numerusform>
            <numerusform>En %n de ellas la comprobación se detuvo en su límite de búsqueda (%1): las jugadas encontradas allí no se dan por decididas.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>sin decidir: límite de búsqueda</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>La comprobación se detuvo en su límite de búsqueda antes de probar todas las demás jugadas: la jugada encontrada no se da por decidida.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 sin decidir: la comprobación se detuvo en su límite de búsqueda; la jugada encontrada es %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 no está descartado (la comprobación se detuvo en su límite de búsqueda); la partida sigue con %2</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>ahogado</translation>
    </message>
    <message>
        <source>a dead position</source>
        <translation>una posición muerta</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>la quinta aparición de una posición</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 movimientos sin captura ni movimiento de peón</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>una posición muerta, con los peones bloqueados</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Ningún movimiento legal en esta posición coincide con lo escrito.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>Esto no es un movimiento en ninguna notación que ScoreCheck conozca.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Coincide más de un movimiento legal; el apéndice de la FIDE pide la columna o la fila de origen.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>La FIDE solo acepta la notación algebraica en una planilla usada como prueba; el árbitro debería advertir al jugador.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Sin comprobar: la reproducción no pudo llegar con certeza hasta esta anotación.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>Puede significar: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>El FEN está vacío.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>El FEN solo tiene %1 campos; necesita al menos 4 (colocación, turno, enroque, captura al paso).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>El FEN tiene más de 6 campos; &apos;%1&apos; sobra.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Colocación de las piezas: &apos;%1&apos; no es una letra de pieza (PNBRQK para las blancas, pnbrqk para las negras) ni un dígito del 1 al 8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Colocación de las piezas: la fila %1 tiene más de 8 casillas.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Colocación de las piezas: la fila %1 tiene menos de 8 casillas.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Colocación de las piezas: debe haber exactamente 8 filas separadas por &apos;/&apos;.</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Turno: &apos;%1&apos; debe ser &apos;w&apos; o &apos;b&apos;.</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Enroque: &apos;%1&apos; no es una letra de enroque (K, Q, k, q, la letra de una columna o &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Enroque: el derecho &apos;%1&apos; aparece dos veces.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>Captura al paso: &apos;%1&apos; no es una casilla (como e3) ni &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Contador de medios movimientos: &apos;%1&apos; no es un número.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Número de movimiento: &apos;%1&apos; no es un número.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Contador de medios movimientos: %1 está fuera del intervalo (de 0 a 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Número de movimiento: %1 está fuera del intervalo (de 0 a 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>La posición no tiene rey blanco.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>La posición no tiene rey negro.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>La posición tiene más de un rey blanco.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>La posición tiene más de un rey negro.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>Hay un peón en %1; los peones no pueden estar en la primera ni en la última fila.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>La posición tiene más de 8 peones blancos.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>La posición tiene más de 8 peones negros.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Las piezas blancas no pueden surgir en una partida: hay más piezas promocionadas que peones que faltan.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Las piezas negras no pueden surgir en una partida: hay más piezas promocionadas que peones que faltan.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>El rey blanco está en jaque aunque el turno es de las negras: la posición no puede surgir.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>El rey negro está en jaque aunque el turno es de las blancas: la posición no puede surgir.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>El rey blanco recibe jaque de más de dos piezas: la posición no puede surgir.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>El rey negro recibe jaque de más de dos piezas: la posición no puede surgir.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Turno: &apos;s&apos; (schwarz) se ha leído como negras (&apos;b&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Enroque: se ha descartado el derecho &apos;%1&apos;: el rey o la torre no está en su casilla.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Enroque: el derecho &apos;%1&apos; se ha leído como enroque de Chess960 (rey o torre fuera de su casilla habitual).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>Captura al paso: se ha descartado &apos;%1&apos;: ningún peón puede acabar de pasar por ella con un avance doble.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Número de movimiento: 0 se ha leído como 1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>El movimiento da jaque, pero no está escrito el signo de jaque (+). El signo es opcional (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>El movimiento da jaque mate, pero no está escrito el signo de mate (#). El signo es opcional (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>El movimiento captura, pero no está escrita la x. El signo de captura es opcional (FIDE C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>El movimiento captura al paso, pero no está escrito &apos;e.p.&apos;. El signo es opcional (FIDE C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>El signo de jaque o de mate no corresponde a la posición tras el movimiento.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>Está escrito un signo de captura, pero el movimiento no captura nada.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>La captura está marcada con dos puntos; la forma de la FIDE usa x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>La captura de peón solo nombra columnas (como &apos;ed&apos;); la forma de la FIDE nombra la casilla de destino (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>Una captura de peón debe nombrar la columna que deja el peón (exd5, FIDE C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>Se indica el origen aunque solo una pieza de ese tipo puede hacer este movimiento (FIDE C.10 lo pide solo cuando hace falta).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>Se indica la fila donde la columna distinguiría las piezas; la FIDE prefiere la columna (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Forma larga con guion; la forma larga de la FIDE une las casillas sin él (Cg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Hay un guion entre la pieza y su casilla; la FIDE las escribe juntas.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>Un movimiento de pieza está escrito como dos casillas sin la letra de la pieza (forma de coordenadas).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>Hay una letra escrita para el peón; la FIDE escribe los movimientos de peón sin ella (Apéndice C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Un figurín representa la pieza; en una planilla la FIDE espera la letra de la pieza.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>Está escrito &apos;e.p.&apos;, pero el movimiento no es una captura al paso.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>El peón llega a la última fila, pero no está escrita la nueva pieza; se lee como dama (FIDE C.11 la exige).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promoción escrita con &apos;=&apos; (PGN); la FIDE escribe la pieza justo después de la casilla (d8Q, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promoción escrita entre paréntesis o tras una barra; la FIDE escribe la pieza justo después de la casilla (d8Q, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>La pieza de promoción está escrita en minúscula (notación de motor); la FIDE usa la mayúscula.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Enroque escrito con la letra O (PGN); la FIDE lo escribe con ceros (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Enroque escrito como movimiento del rey (e1g1); la FIDE escribe 0-0 o 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>La pieza capturada se nombra antes de la casilla (QxNd5); la FIDE escribe solo la casilla (Qxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>%n anotación más no se pudo comprobar.</numerusform>
            <numerusform>%n anotaciones más no se pudieron comprobar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Probablemente quiso decir: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Línea %1</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Decisión sobre una caída de bandera</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>A quién le cayó la bandera:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>&amp;Movimientos exigidos por el control de tiempo:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>El número de movimientos que exige el control de tiempo hasta el momento de la caída de bandera (por ejemplo 40); Ninguno cuando no exige ningún número de movimientos.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>C&amp;opiar como texto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>La bandera de las blancas cayó en la posición inicial.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>La bandera de las negras cayó en la posición inicial.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>La bandera de las blancas cayó tras %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>La bandera de las negras cayó tras %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>La planilla ha cambiado antes del momento de la caída de bandera: esta decisión ya no vale. Vuelva a decidir desde el menú Decisiones.</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Decidiendo si las negras aún pueden dar jaque mate…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Decidiendo si las blancas aún pueden dar jaque mate…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Decidir</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>Ha caído la bandera de las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>Ha caído la bandera de las negras.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Las blancas pierden por tiempo: las negras aún pueden dar jaque mate (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Las negras pierden por tiempo: las blancas aún pueden dar jaque mate (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Tablas: cayó la bandera de las blancas, pero las negras no pueden dar jaque mate mediante ninguna serie de movimientos legales (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Tablas: cayó la bandera de las negras, pero las blancas no pueden dar jaque mate mediante ninguna serie de movimientos legales (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>No pierden: las blancas habían completado los %1 movimientos que exige el control de tiempo antes de que cayera la bandera.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>No pierden: las negras habían completado los %1 movimientos que exige el control de tiempo antes de que cayera la bandera.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>La partida ya había terminado por %1 tras el medio movimiento %2 (%3): la caída de bandera no cambia nada.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>No se puede decidir con esta planilla: solo está verificada hasta el movimiento %1, así que no puede mostrar si se completaron los %2 movimientos; el árbitro decide por otras pruebas, como la planilla del adversario (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>No se puede decidir con esta planilla: solo está verificada hasta el movimiento %1 (continúa hasta el movimiento %2), así que no se conoce la posición en el momento de la caída de bandera.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Sin decidir: no se ha resuelto dentro del límite del análisis si las negras aún pueden dar jaque mate; decide el árbitro (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Sin decidir: no se ha resuelto dentro del límite del análisis si las blancas aún pueden dar jaque mate; decide el árbitro (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Movimientos completados por las blancas: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Movimientos completados por las negras: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>El control de tiempo exige %n movimiento.</numerusform>
            <numerusform>El control de tiempo exige %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Todas las anotaciones están comprobadas.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Verificada solo hasta el movimiento %1: la planilla continúa hasta el movimiento %2, sin comprobar.</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Por ejemplo: %1</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>El último movimiento, %1, se realizó pero no se completó: no se pulsó el reloj (6.2.1).</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>Artículo 6.9: salvo que la partida ya haya terminado (5.1.1 a 5.2.3), el jugador que no complete el número prescrito de movimientos en el tiempo asignado pierde la partida; pero la partida es tablas si el adversario no puede dar jaque mate al rey del jugador mediante ninguna serie posible de movimientos legales.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.DD</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Se guarda con la planilla y se escribe en el PGN exportado como etiqueta %1.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Buscar: jugador, torneo, ronda, fecha</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 contiene %n partida. ¿Cuál?</numerusform>
            <numerusform>%1 contiene %n partidas. ¿Cuál?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Leyendo %1: %n partida hasta ahora…</numerusform>
            <numerusform>Leyendo %1: %n partidas hasta ahora…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>el campo Resultado dice %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>la planilla dice %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>el tablero dice %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>Los resultados no coinciden: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>HowWrittenPanel</name>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>FIDE&apos;s short form (Appendix C)</source>
        <translation>forma corta de la FIDE (Apéndice C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>lo mismo con letras inglesas (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>figurines en lugar de las letras, recomendados en publicaciones impresas (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>con la casilla de salida: aceptable (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>legible, pero la forma larga de las Leyes no lleva guion (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>coordenadas de los motores de ajedrez, no para una planilla</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>ajedrez por correspondencia; no es algebraica, así que no sirve como prueba en una planilla FIDE (Apéndice C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>no es algebraica, así que no sirve como prueba en una planilla FIDE (Apéndice C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Cómo se escribe %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Por qué se escribe así</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Aún no hay movimiento. Ponga el cursor sobre un movimiento de la planilla, o recorra la partida, para ver cómo se escribe y por qué.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Primer movimiento ilegal completado de %1, %2: se restablece la posición anterior a él y %3 reciben tiempo extra (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>Pierden %1: %2 es el segundo movimiento ilegal completado de %1, y %3 aún pueden dar jaque mate (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Tablas: %2 es el segundo movimiento ilegal completado de %1, pero %3 no pueden dar jaque mate mediante ninguna serie de movimientos legales (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Sin decidir: %2 es el segundo movimiento ilegal completado de %1, pero no se ha resuelto dentro del límite del análisis si %3 aún pueden dar jaque mate; decide el árbitro (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>No hay movimiento ilegal: %1 se lee como un movimiento legal. Si en el tablero se realizó otro movimiento, corrija primero la anotación con ese movimiento.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>No se puede decidir con esta planilla: %1 no se puede leer, así que no muestra el movimiento realizado. Corrija primero la anotación con el movimiento realizado en el tablero.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>La partida ya había terminado con el segundo movimiento ilegal completado de %1, %2 (7.5.5): %3 no cambia nada.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>La partida ya había terminado por %1 tras el medio movimiento %2: %3 no cambia nada.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>No se puede decidir con esta planilla: la reproducción se detiene en %1 (%2), antes de %3, así que no se conoce la posición en la que se realizó %3. Corrija primero la planilla hasta ese punto; si %1 fue a su vez un movimiento ilegal completado y anulado, márquelo como tal.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>El árbitro añade un minuto al tiempo de reflexión restante de %1 (7.5.5; blitz: B.3 con A.3); dos minutos si el torneo aplica B.2, con un árbitro por partida.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>El árbitro añade un minuto al tiempo de reflexión restante de %1 (7.5.5; ajedrez rápido: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>El árbitro añade dos minutos al tiempo de reflexión restante de %1 (7.5.5).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Posición que se restablece: %1</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Resultado: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Movimientos ilegales completados de %1: %2 (%3).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>las blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>las negras</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Por ejemplo: %1</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>El árbitro restablece la posición inmediatamente anterior al movimiento ilegal, y %1 realizan en ella un movimiento conforme a las reglas de la pieza tocada: la pieza tocada para el movimiento ilegal debe moverse si es posible (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Un segundo movimiento ilegal completado de %1 les hará perder la partida, salvo que %2 no puedan dar jaque mate mediante ninguna serie de movimientos legales (7.5.5).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 está marcado como anulado pero no se lee como un movimiento ilegal: no se cuenta.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Decisión sobre un movimiento ilegal</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Movimiento ilegal completado en el tablero: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;Ritmo de juego:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;Marcar como anulado</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>C&amp;opiar como texto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Marca la anotación de la planilla como un movimiento ilegal completado y anulado: la reproducción sigue desde la posición anterior a él, con el turno del mismo jugador (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Decidir</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Artículos 7.5.1 y 7.5.5: una vez que el jugador ha pulsado su reloj tras un movimiento ilegal, se restablece la posición inmediatamente anterior a él; por el primer movimiento ilegal completado de un jugador, el adversario recibe dos minutos de tiempo extra (uno en rápidas y relámpago), y el segundo pierde la partida, salvo que el adversario no pueda dar jaque mate al rey del jugador mediante ninguna serie posible de movimientos legales: entonces la partida es tablas.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>inglés</translation>
    </message>
    <message>
        <source>German</source>
        <translation>alemán</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>danés</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>sueco</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>noruego</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>estonio</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>finés</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francés</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>neerlandés</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>islandés</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>italiano</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polaco</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portugués</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>rumano</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>checo</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>húngaro</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>hebreo</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>ruso</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>ucraniano</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>búlgaro</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>serbio (cirílico)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>croata, serbio (latino), bosnio, esloveno</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>eslovaco</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>griego</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turco</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>lituano</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>vietnamita</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonesio</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>albanés</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>catalán</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>afrikáans</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Copy FEN</source>
        <translation>Copiar FEN</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Planilla</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Notación de la planilla:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automática</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Mostrar los movimientos en:</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Algebraica larga</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Primero</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Último ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Abrir una planilla</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Planillas y PGN (*.txt *.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>&amp;Exportar PGN...</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>Co&amp;piar PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Guardar la planilla</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Planillas (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>La planilla tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Planilla sin título</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Reparar</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;Reconstruir la partida...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;Comparar con la planilla del otro jugador...</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>La planilla del otro jugador</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>idioma de notación</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>posición inicial</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Una línea de la planilla se lee como una línea de etiqueta PGN, así que los datos de la partida y la posición inicial no se pueden guardar con ella: la planilla se ha guardado sin ellos. Exportar PGN los conserva.</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>Aña&amp;dir a un archivo PGN...</translation>
    </message>
    <message>
        <source>Game Details</source>
        <translation>datos de la partida</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Como en la planilla</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Observaciones</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Para el árbitro</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Nada que comprobar todavía: escriba la planilla arriba.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No se han encontrado problemas.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>reconstrucción</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Ejemplo: la partida de muestra de la FIDE</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Decisiones</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>Reclamar &amp;triple repetición...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>Reclamar cincuenta &amp;movimientos...</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Decisión sobre un movimiento ilegal</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>La planilla aún no tiene anotaciones: escriba primero la partida hasta el movimiento ilegal.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>Marcar como anulado</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>Movimiento &amp;ilegal completado...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Caída de bandera: &amp;blancas...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Caída de bandera: &amp;negras...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Qué significan las &amp;marcas</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>¿&amp;Qué es esto?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>&amp;Acerca de ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;La planilla&lt;/b&gt;&lt;p&gt;Escriba aquí la planilla tal como está escrita, en cualquier notación e idioma. Cada anotación se subraya según su veredicto (Ayuda ▸ Qué significan las marcas); haga clic derecho en una anotación para ver los movimientos que probablemente significa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;La tabla de la planilla&lt;/b&gt;&lt;p&gt;Las anotaciones por número de movimiento, blancas y negras, con el símbolo y el color de cada veredicto. Elija una celda para ver la posición tras ella en el tablero y en el panel del árbitro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;El tablero&lt;/b&gt;&lt;p&gt;La posición tras la anotación bajo el cursor, o tras la celda elegida de la tabla. Su FEN está debajo, para copiarlo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Observaciones&lt;/b&gt;&lt;p&gt;Cada anotación que no es correcta, con lo que falla y el movimiento probable. Haga clic en una para ir a la anotación en la planilla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;El panel del árbitro&lt;/b&gt;&lt;p&gt;Lo que un árbitro comprueba en este momento: repeticiones, la cuenta de los cincuenta movimientos, los movimientos completados, el resultado anotado y el resultado en el tablero. Desde aquí, el menú Decisiones decide sobre reclamaciones, caídas de bandera y movimientos ilegales.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Datos de la partida&lt;/b&gt;&lt;p&gt;Los jugadores, el torneo, la fecha, la ronda y el resultado, que se escriben en el PGN al exportar la planilla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>&amp;Imprimir informe...</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Exportar informe como PD&amp;F...</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Añadir diagrama aquí</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>&amp;Posición inicial...</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>¿Cómo se escribe este movimiento?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>movimiento en el tablero</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>La planilla tal como está escrita, una anotación tras otra. Cada anotación se comprueba al escribirla; Tab sale de la planilla.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Cada anotación que no es correcta, con lo que falla y el movimiento probable. Intro lleva a la anotación en la planilla.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>La posición tras la anotación bajo el cursor, o tras la celda elegida de la tabla.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>La posición del tablero escrita en FEN, para copiarla.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Copia el FEN de la posición del tablero al portapapeles.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Tabla de la planilla</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Los movimientos por número, blancas y negras, cada uno con su veredicto. Las flechas pasan de una celda a otra; el tablero muestra la posición tras la elegida.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Ofertas de tablas, repeticiones, la cuenta de los cincuenta movimientos, los movimientos completados y el resultado, en este momento de la partida.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Notación de la planilla</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>El idioma de las letras de las piezas de la planilla; Automático lo deduce de los movimientos.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Mostrar los movimientos en</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>La notación en que la tabla, las observaciones y los paneles escriben los movimientos.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primero</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Muestra la posición antes del primer movimiento.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Muestra la posición un movimiento antes.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Muestra la posición un movimiento después.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Último</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Muestra la posición tras el último movimiento.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Gira el tablero: las negras abajo, o las blancas.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Zoom: %1 %</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Algebraica larga con guion</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>Numérica ICCF</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Descriptiva inglesa</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Paneles laterales</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Para el árbitro, y cómo se escribe el movimiento, uno cada vez; las flechas sobre las pestañas cambian entre ellos.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>Algebraica, legal y escrita en una forma que permiten las Leyes de la FIDE (Apéndice C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>Algebraica y legal, pero en una forma que las Leyes no recogen, o con un signo erróneo.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Legal, pero en un sistema que la FIDE no acepta como prueba (la descriptiva, por ejemplo).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Se lee como dos o más movimientos legales.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Legible, pero ningún movimiento legal coincide con ella.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>No coincide con ninguna notación.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Sin juzgar: la reproducción no pudo llegar con certeza hasta esta anotación.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Qué significan las marcas</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>La planilla subraya cada anotación según su veredicto; la tabla muestra su símbolo y su color.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>En la planilla</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>En la tabla</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Lo escrito corresponde a varias jugadas; esta es una de ellas (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Jugada %1, %2: %3, %4, con oferta de tablas</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Jugada %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>aún se está escribiendo</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>la etiqueta FEN no se puede usar: %1</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>oferta de tablas</translation>
    </message>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>línea %1: no es una línea de etiqueta de la forma [Nombre &quot;valor&quot;]</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>línea %1: la partida no está en UTF-8; se ha leído como Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>línea %1: la partida ocupa más de %2 MB, más de lo que puede ocupar cualquier partida; no se ha comprobado</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Tal como está escrito:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>La reproducción se detiene aquí, en %1 %2: %3. El resto de la planilla tal como está escrito:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>El resultado anotado en la planilla:</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>línea %1, columna %2: la línea de etiqueta no tiene ] de cierre</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>línea %1, columna %2: contenido binario, no texto; la partida no se ha comprobado</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Movimiento ilegal completado y anulado (FIDE 7.5.1):</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Variante tal como está escrita:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>La reproducción se detiene en la línea %1, %2 %3 (%4): el PGN contiene los movimientos anteriores, y el resto de la planilla, %n anotación, va en él como comentario.</numerusform>
            <numerusform>La reproducción se detiene en la línea %1, %2 %3 (%4): el PGN contiene los movimientos anteriores, y el resto de la planilla, %n anotaciones, va en él como comentario.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>El PGN da %1: el campo Resultado si está relleno; si no, el tablero; si no, la planilla.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>¿Exportar la partida de todos modos?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>Exportar PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>Copiar PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Añadir a un archivo PGN</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 ya contiene esta partida (mismos datos y movimientos) como partida %2. ¿Añadirla de nuevo al final?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>¿Añadir la partida al final de %1? Las partidas que contiene quedan como están.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>¿Crear el archivo PGN %1 con esta partida?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Vaciar la casilla</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Vaciar la casilla (Supr en el tablero; un clic derecho también vacía una casilla)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (escriba %2 en el tablero)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>El movimiento está en la columna del otro jugador.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>De los movimientos que esta anotación puede significar, solo uno permite que siga la anotación siguiente; la reproducción continúa con él.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>Aquí está escrito el número de movimiento %1, pero la partida va por el movimiento %2: se ha saltado un número.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>Aquí está escrito el número de movimiento %1, pero la partida va por el movimiento %2: se ha repetido un número.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Escrito cuando la partida ya había terminado por sí sola (jaque mate, ahogado, posición muerta, quíntuple repetición o 75 movimientos: artículos 5 y 9.6 de la FIDE); no cuenta.</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Marcado como movimiento ilegal completado en el tablero y anulado: se restableció la posición anterior a él y el mismo jugador volvió a mover (artículo 7.5.1 de la FIDE). No es un movimiento de la partida.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Marcado como movimiento ilegal anulado, pero tal como está escrito es un movimiento legal: revise la marca. Mientras se mantenga, el movimiento no se juega y no cuenta como movimiento ilegal (artículo 7.5 de la FIDE).</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Derechos de enroque:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Blancas 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Blancas 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Negras 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Negras 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>Casilla de captura al pas&amp;o:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>La casilla que un peón acaba de cruzar con un avance de dos casillas, donde puede ser capturado al paso (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Número de &amp;movimiento:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>El número del movimiento que el bando con el turno va a jugar.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Contador de me&amp;dios movimientos:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Movimientos de ambos jugadores desde la última captura o movimiento de peón, contados como para la regla de los 50 movimientos (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vaciar el tablero</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>Posición &amp;inicial de las piezas</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>La posición antes del primer movimiento de una partida.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>&amp;Pegar FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Lee el FEN del portapapeles.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Este FEN no se puede usar (carácter %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Esta posición no se puede usar: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>La posición se puede usar.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>En la posición preparada juegan las blancas.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>En la posición preparada juegan las negras.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>El derecho a enrocar así, que se conserva mientras ni el rey ni esa torre se hayan movido (3.8.2.1); el motor de reglas lo descarta si no están en su sitio.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Gira el tablero: las negras abajo, o las blancas (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Quita todas las piezas del tablero; el turno y el número de jugada se mantienen.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>La posición en FEN: lo que se escribe o pega aquí se coloca en el tablero.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Hace que la planilla empiece desde la posición preparada.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Deja la posición inicial como estaba.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Uso: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Muestra la ayuda sobre las opciones de la línea de órdenes.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Muestra la ayuda, incluidas las opciones propias de Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Muestra la información de la versión.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[opciones]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar la &amp;ubicación del enlace</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Rápido (Apéndice A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Blitz (Apéndice B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Estándar, rápidas o relámpago: las Leyes resuelven algunas cosas de otro modo según el ritmo.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Reconstruir la partida</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>La planilla se reproduce tal como está escrita: nada que cambiar.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>La búsqueda se detuvo en su límite en esta planilla: el final se reparó problema a problema.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Escribir en la planilla los cambios aceptados</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>La partida reconstruida (movimientos cambiados subrayados):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>La partida legal completa más probable necesita %n cambio en la planilla. Desmarque un cambio para dejar esa anotación tal como está escrita.</numerusform>
            <numerusform>La partida legal completa más probable necesita %n cambios en la planilla. Desmarque un cambio para dejar esa anotación tal como está escrita.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>La planilla decide este cambio: ninguna otra forma de corregir la anotación encaja igual de bien.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>No se da por decidido: la comprobación se detuvo en su límite de búsqueda antes de probar todas las demás formas.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Nada en la planilla decide este cambio; estos movimientos encajan igual de bien. Seleccione uno para verlo en el tablero; «Elegir este movimiento» lo pone y reconstruye el resto de la partida a partir de él.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(ningún movimiento): la anotación se omite</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 encaja igual de bien con la planilla (aún no es el movimiento de la partida)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Los cambios que necesita la partida más probable, uno por fila; un cambio marcado se escribe en la planilla.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>La partida reconstruida</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>La partida completa con los cambios marcados; las jugadas que cambian van subrayadas.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Escribe los cambios marcados en la planilla, como un solo paso que Deshacer revierte.</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Deja la planilla como está.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 no está descartado: la comprobación se detuvo en su límite de búsqueda antes de aclarar si encaja con la planilla (aún no es la jugada de la partida)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Planilla sin título</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck se detuvo antes de guardar esta planilla:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, última copia: %2&lt;br&gt;«%3»&lt;br&gt;&lt;br&gt;¿Recuperarla?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Volver a preguntar la próxima vez</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 y %2 se parecen en la escritura a mano</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>captura de peón escrita sin su columna</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>ambiguo: encajan varios movimientos; la partida continúa tras este</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>escrito en la columna del otro jugador</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>parece faltar un movimiento antes de este</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>aquí no hay ningún movimiento escrito; este permite que sigan las anotaciones siguientes</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>%1 escrito donde el movimiento tiene %2</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omitido</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>el movimiento legal más cercano a lo escrito</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>el movimiento escrito es legal, pero las anotaciones siguientes no se siguen de él</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>no encaja con ningún movimiento; omitido</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; otros movimientos también encajan con la planilla, este es el más probable en el tablero</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Informe del árbitro</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>campo: %1; anotado en la planilla: %2; en el tablero: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notación</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Elaborado</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 con ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>La planilla tal como se ha introducido</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>Tal como se ha introducido, con la marca de cada anotación</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Marcas: una anotación sin marca es correcta; las anotaciones subrayadas tienen una observación.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Línea %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n anotación posterior al punto en que se detuvo la reproducción no está comprobada, de %1 a %2.</numerusform>
            <numerusform>%n anotaciones posteriores al punto en que se detuvo la reproducción no están comprobadas, de %1 a %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Observaciones</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Todas las anotaciones son correctas.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Incidencias para el árbitro</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Nada que informar: la planilla no tiene movimientos.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decisiones</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>un recuadro vacío</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Reconstrucción: la partida más probable</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>No hace falta ningún cambio: la partida de la planilla es legal tal como está escrita.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 leído como %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 puesto antes de %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 y la anotación siguiente intercambian su lugar</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omitido</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>La búsqueda agotó su presupuesto: el final se reparó fallo a fallo.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>La partida con estos cambios:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Comparación con %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Diferencias: %1. Esta planilla llega al medio movimiento %2, la otra al %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>esta planilla %1, la otra %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: ningún movimiento</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Medio movimiento %1: %2; el movimiento que encaja con ambas: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>La partida que encaja con ambas planillas:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>antes de %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>la posición repetida, que se produjo %n vez</numerusform>
            <numerusform>la posición repetida, que se produjo %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>la posición final</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>elegido por el árbitro</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>La posición inicial</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Tras %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Diagrama %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramas</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>La partida en notación limpia</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>No se jugó ningún movimiento.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(la reproducción se detuvo aquí: las anotaciones posteriores no están comprobadas)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 del texto de la planilla: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Reclamación de triple repetición (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>Reclamación por la regla de los cincuenta movimientos (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Caída de bandera (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Movimiento ilegal (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>No se tomó ninguna decisión sobre esta planilla en ScoreCheck.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>en la posición inicial</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>tras %1 (medio movimiento %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, tomada el %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Tomada sobre una versión anterior de la planilla.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>No se puede decidir a partir de esta planilla: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>ningún movimiento</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>SIN DECIDIR en el medio movimiento %1: %2; no se puede decidir con estas planillas: %3; la partida sigue con %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Sin decidir: la comprobación se detuvo en su límite de búsqueda; la jugada encontrada es %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>SIN DECIDIR en la media jugada %1: %2; la comprobación se detuvo en su límite de búsqueda; la jugada encontrada es %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Informe del árbitro</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Exportar informe como PDF</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>informe.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Documentos PDF (*.pdf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>No se puede escribir %1: no se ha podido generar el PDF.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Informe del árbitro</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>La planilla tal como se ha introducido, cada anotación con su marca</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Observaciones</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Incidencias para el árbitro</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Decisiones tomadas</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Reconstrucción y comparación, si se han hecho</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramas</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>La partida en notación limpia</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>si se deja vacío: una línea para firmar</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Árbitro:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>La decisión en palabras: primero el veredicto, luego los artículos de las Leyes en que se basa y lo que sigue.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Guarda esta decisión con la planilla: el informe del árbitro la imprime.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Copia la decisión como texto sin formato, para pegarla en un informe o un mensaje.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Cierra esta ventana; las decisiones guardadas se quedan con la planilla.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Tablero en el que se prepara la posición</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Jugadas que corresponden a lo escrito</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Probablemente quiso decir (clic derecho para escribir uno):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Probablemente quiso decir</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>La planilla ocuparía %1 MB, más de lo que puede ocupar cualquier partida (%2 MB); no se ha pegado nada.</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Sugerencia</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>autocompletado</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 no se puede leer: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 es un archivo binario, no un texto de planilla ni PGN.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 no se ha podido guardar: %2</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 ocupa más de %2 MB, más de lo que puede ocupar cualquier partida: no se ha abierto.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 no contiene la partida %2.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 no es un archivo PGN: no se le ha añadido la partida.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>escritura</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>El texto tras el resultado no se ha comprobado.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Un comentario abierto aquí no se cierra nunca: todo lo que sigue se ha leído como el comentario.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Más anotaciones de las que puede tener cualquier partida: el texto a partir de aquí no se ha leído.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Una variante abierta aquí no se cierra nunca: todo lo que sigue se ha leído como la variante.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, luego %2</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 pasa a ser %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 puesto antes de %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 y la anotación siguiente intercambian su lugar</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omitido</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(recuadro vacío)</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>No se puede decidir a partir de esta planilla: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Sin decidir: la comprobación se detuvo en su límite de búsqueda; la jugada encontrada es %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Notación: %1 (detectada automáticamente)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notación: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n anotación</numerusform>
            <numerusform>%n anotaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n con observaciones</numerusform>
            <numerusform>%n con observaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>sin observaciones</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n sin comprobar</numerusform>
            <numerusform>%n sin comprobar</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Notación: %1 (la planilla se lee igual en %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>ningún movimiento</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (esta planilla)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (la otra planilla)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (no descartado: la comprobación se detuvo en su límite de búsqueda)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 y luego %2 (las dos anotaciones intercambiadas)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 omitida antes de %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 en lugar de %2 en la jugada %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 en la jugada %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; o %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; no descartados (la comprobación se detuvo en su límite de búsqueda): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>Guía del usuario de ScoreCheck</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 no forma parte de la guía; se instala con la documentación de ScoreCheck.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>legal, otra forma</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>no algebraica</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>ambigua</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>ilegal</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>sin comprobar</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Una pieza se escribe con su letra en el idioma de la planilla (%2), %1, y después la casilla de llegada, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>Un peón no tiene letra: su movimiento se escribe con la casilla de llegada, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Otra pieza del mismo tipo, en %1, también podría ir a %2, así que se escribe la columna de salida de esta, %3 (C.10).</numerusform>
            <numerusform>Otras piezas del mismo tipo, en %1, también podrían ir a %2, así que se escribe la columna de salida de esta, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Otra pieza del mismo tipo en la misma columna, en %1, también podría ir a %2, así que se escribe la fila de salida de esta, %3 (C.10).</numerusform>
            <numerusform>Otras piezas del mismo tipo en la misma columna, en %1, también podrían ir a %2, así que se escribe la fila de salida de esta, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Otra pieza del mismo tipo, en %1, también podría ir a %2; ni la columna ni la fila por sí solas las distinguen, así que se escribe la casilla de salida completa de esta, %3 (C.10, C.8).</numerusform>
            <numerusform>Otras piezas del mismo tipo, en %1, también podrían ir a %2; ni la columna ni la fila por sí solas las distinguen, así que se escribe la casilla de salida completa de esta, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Captura en %1: puede escribirse una x antes de esa casilla; es opcional (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Un peón que captura se escribe con la columna que deja, %1, antes de la casilla de llegada; una x entre ambas es opcional (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>Captura al paso: se escribe la casilla a la que llega el peón, %1, no la del peón capturado, %2; puede añadirse e.p., es opcional (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Promoción: la letra de la nueva pieza, %1, sigue inmediatamente a la casilla, sin = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>El enroque corto se escribe 0-0, con ceros (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>El enroque largo se escribe 0-0-0, con ceros (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Jaque a la descubierta: el movimiento descubre la pieza en %1, que da jaque.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Jaque doble: las piezas en %1 dan jaque a la vez.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Jaque: puede escribirse + después del movimiento; es opcional (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Jaque mate: puede escribirse # (o ++) después del movimiento; es opcional (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Una planilla que abrir.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Guarda una imagen de la ventana en FILE y sale (para la guía del usuario).</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: a sheet typed in or opened is replayed, every entry judged and marked, and the window rules on claims, flag falls and illegal moves.

Exit status:
  0  the window was closed, or the picture asked for was saved
  1  an unknown option, or the picture asked for could not be saved

Examples:
  scorecheck
     Opens the window on the built-in example sheet.
  scorecheck game.pgn
     Opens a PGN file; of a file with several games, the one chosen from a list.
  scorecheck --screenshot window.png sheet.txt
     Saves a picture of the window showing the sheet, and quits.</source>
        <translation>Comprueba planillas de ajedrez como lo hace un árbitro: una planilla escrita o abierta se reproduce, cada anotación se juzga y se marca, y la ventana decide sobre reclamaciones, caídas de bandera y movimientos ilegales.

Estado de salida:
  0  se cerró la ventana, o se guardó la imagen pedida
  1  una opción desconocida, o no se pudo guardar la imagen pedida

Ejemplos:
  scorecheck
     Abre la ventana con la planilla de ejemplo incorporada.
  scorecheck game.pgn
     Abre un archivo PGN; si tiene varias partidas, la que se elija de una lista.
  scorecheck --screenshot window.png sheet.txt
     Guarda una imagen de la ventana con la planilla, y sale.</translation>
    </message>
</context>
</TS>
