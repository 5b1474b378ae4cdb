<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>О программе ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Проверяет бланки записи шахматных партий так, как это делает арбитр.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck — свободная программа: вы можете распространять и/или изменять её на условиях GNU General Public License версии 3 или (по вашему выбору) любой более поздней версии. Программа предоставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Собрано с Qt %1; работает на Qt %2 (GNU Lesser General Public License, версия 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Правила — это Правила шахмат ФИДЕ (2023). Пример бланка — образец партии из их Приложения C. Изображения фигур и значок нарисованы для ScoreCheck. В тестах используются партии и позиции, собранные из python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) и набора данных рукописных бланков HCS; в файле third-party.md, который устанавливается вместе с документацией, указаны все источники и их лицензии.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Ходы, подходящие так же хорошо</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Поставить выбранный ход и исправить остаток партии после него</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;Выбрать этот ход</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>Сначала ход, которым продолжается партия, затем другие, подходящие так же хорошо, лучший первым; доска показывает выбранный, а Enter ставит его.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>Не доказано, что ходы с пометкой «не исключено» подходят: проверка остановилась, не успев их исключить.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>начала партии</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Троекратное повторение позиции после %1: та же позиция возникала после %2. Можно потребовать ничью (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>Пятикратное повторение позиции после %1: партия закончилась вничью (9.6.1). Позиция возникала после %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>Пятьдесят ходов без взятий и ходов пешек после %1: можно потребовать ничью (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Семьдесят пять ходов без взятий и ходов пешек после %1: партия закончилась вничью (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Мат после %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Пат после %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Мёртвая позиция после %1: ни одна из сторон не может поставить мат (5.2.2).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Мёртвая позиция после %1: пешки больше не могут ходить и запирают фигуры, поэтому ни одна из сторон не может поставить мат (5.2.2).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>%1 могут сейчас потребовать ничью: позиция после %2 возникла %n раз (9.2.2).</numerusform>
            <numerusform>%1 могут сейчас потребовать ничью: позиция после %2 возникла %n раза (9.2.2).</numerusform>
            <numerusform>%1 могут сейчас потребовать ничью: позиция после %2 возникла %n раз (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>%1 могут сейчас потребовать ничью: каждый игрок сделал 50 ходов без взятий и ходов пешек (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>%1 могут потребовать ничью, записав один из этих ходов и заявив о нём: позиция, к которой он ведёт, возникла бы в третий раз (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>%1 могут потребовать ничью, записав ход, который не является ни взятием, ни ходом пешки, и заявив о нём: им завершаются 50 ходов каждого игрока (9.3.1).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Завершено ходов: белые %1, чёрные %2.</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Проверены все записи.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Проверено только до хода %1: бланк продолжается до хода %2, остальное не проверено.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Сообщать не о чем: в бланке пока нет ходов.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Предложение ничьей от белых с ходом %1, взятым обратно как невозможный (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Предложение ничьей от чёрных с ходом %1, взятым обратно как невозможный (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Предложение ничьей от белых с ходом %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Предложение ничьей от чёрных с ходом %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>Партия закончилась сама собой после %1; %n запись, сделанная после этого, не засчитывается.</numerusform>
            <numerusform>Партия закончилась сама собой после %1; %n записи, сделанные после этого, не засчитываются.</numerusform>
            <numerusform>Партия закончилась сама собой после %1; %n записей, сделанных после этого, не засчитываются.</numerusform>
        </translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Записанный результат: %1. На доске: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>не определён</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Предложение ничьей от белых с ходом %1, запись, которую воспроизведение не сыграло: не проверено.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Предложение ничьей от чёрных с ходом %1, запись, которую воспроизведение не сыграло: не проверено.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Изменения в этом бланке не удаётся надёжно сохранить в %1: %2. Повторная попытка — каждую секунду; сохраните бланк, чтобы не потерять их.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Белая пешка на %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Белый конь на %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Белый слон на %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Белая ладья на %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Белый ферзь на %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Белый король на %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Чёрная пешка на %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Чёрный конь на %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Чёрный слон на %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Чёрная ладья на %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Чёрный ферзь на %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Чёрный король на %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Пустое поле %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Белая пешка</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Белый конь</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Белый слон</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Белая ладья</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Белый ферзь</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Белый король</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Чёрная пешка</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Чёрный конь</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Чёрный слон</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Чёрная ладья</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Чёрный ферзь</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Чёрный король</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, фигура поднята</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1, возможный ход</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Сыгран ход %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>Превратить в коня</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>Превратить в слона</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>Превратить в ладью</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>Превратить в ферзя</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>Доска: клавиши со стрелками переходят с поля на поле, Enter или пробел поднимает фигуру и ставит её на поле, куда она идёт, Escape возвращает её на место. Сыгранный ход записывается в бланк.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>исходная позиция</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>позиция после %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>исходная позиция (полуход 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, записанный ход (полуход %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (полуход %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>Требование невозможно: партия уже закончилась матом — %1 (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>Требование невозможно: партия уже закончилась патом — %1 (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>Требование невозможно: партия закончилась вничью, когда %1 возникла в пятый раз (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>Требование невозможно: партия закончилась вничью — %1, после 75 ходов каждого игрока без взятий и ходов пешек (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>Требование невозможно: партия закончилась вничью — %1, мёртвая позиция, в которой ни один из игроков не может поставить мат (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Неправильно: %1 возникла впервые.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Неправильно: %1 возникла лишь во второй раз.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Правильно: %1 возникла в третий раз.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Правильно: %1 возникла уже в %2-й раз.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Неправильно: после записанного хода %1 позиция возникла бы впервые.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Неправильно: после записанного хода %1 позиция возникла бы лишь во второй раз.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Правильно: после записанного хода %1 позиция возникла бы в третий раз.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Правильно: после записанного хода %1 позиция возникла бы в %2-й раз.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Правильно: последние 50 ходов каждого игрока сделаны без взятий и ходов пешек.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Неправильно: ходов после последнего взятия или хода пешки: белые %1, чёрные %2; нужно по 50 у каждого.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Правильно: с записанным ходом %1 последние 50 ходов каждого игрока сделаны без взятий и ходов пешек.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Неправильно: с записанным ходом %1 ходов после последнего взятия или хода пешки: белые %2, чёрные %3; нужно по 50 у каждого.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Неправильно: записанный ход %1 — взятие: отсчёт пятидесяти ходов начинается заново.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Неправильно: записанный ход %1 — ход пешки: отсчёт пятидесяти ходов начинается заново.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Неправильно: записанный ход «%1» невозможен в позиции на доске.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Неправильно: записанный ход «%1» неоднозначен: он может означать %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Неправильно: записанный ход «%1» не читается как ход.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Статья 9.2.1: %1 записали ход и заявили о нём; после этого хода позиция должна возникнуть не менее чем в третий раз.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Статья 9.2.2: %1 имеют очередь хода, и позиция на доске должна только что возникнуть не менее чем в третий раз.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Позиции считаются одинаковыми, если очередь хода у одного и того же игрока, одинаковые фигуры занимают одни и те же поля и возможны одни и те же ходы, включая рокировку и взятие на проходе (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Статья 9.3.1: %1 записали ход и заявили о нём; с этим ходом последние 50 ходов каждого игрока должны быть сделаны без хода какой-либо пешки и без какого-либо взятия.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Статья 9.3.2: последние 50 ходов каждого игрока должны быть завершены без хода какой-либо пешки и без какого-либо взятия; %1 имеют очередь хода.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: различаются права на рокировку, и в одной из двух позиций было возможно взятие на проходе (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: различаются права на рокировку (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: в одной из двух позиций было возможно взятие на проходе (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Последнее взятие или ход пешки: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Ни одного взятия или хода пешки с исходной позиции, в которой счётчик полуходов был равен %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Ни одного взятия или хода пешки с исходной позиции.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Ходов с тех пор без взятий и ходов пешек: белые %1, чёрные %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Арбитр добавляет одну минуту к оставшемуся времени на обдумывание; её получают %1 (9.5.3; блиц: B.3 вместе с A.3); две минуты, если на соревновании применяется B.2 (один арбитр на каждую партию).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>Арбитр добавляет одну минуту к оставшемуся времени на обдумывание; её получают %1 (9.5.3; быстрые шахматы: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>Арбитр добавляет две минуты к оставшемуся времени на обдумывание; их получают %1 (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>%1 должны теперь сделать записанный ход %2 (9.5.3): он ставит мат, и %1 выигрывают (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>%1 должны теперь сделать записанный ход %2 (9.5.3): он ставит пат, и партия заканчивается вничью (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>%1 должны теперь сделать записанный ход %2 (9.5.3): после него возникает мёртвая позиция, и партия заканчивается вничью (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>%1 должны теперь сделать записанный ход %2 (9.5.3): после него позиция возникает в пятый раз, и партия заканчивается вничью (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>%1 должны теперь сделать записанный ход %2 (9.5.3): им завершаются 75 ходов каждого игрока без взятий и ходов пешек, и партия заканчивается вничью (9.6.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>%1 должны теперь сделать записанный ход %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>Результат остаётся в силе: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>Партия заканчивается вничью (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>Записанный ход поставил бы мат, но ход, записанный для требования, не делается: требование уже завершило партию вничью.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>Записанный ход невозможно сделать так, как он записан: %1 должны сделать ход в соответствии со статьями 3 и 4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>Партия продолжается.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>Требование остаётся в силе как предложение ничьей, которое %1 могут принять (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>Записанный ход «%1» не нужен: требование решается по позиции на доске.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>Позиция возникала после:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Те же фигуры стояли на тех же полях при той же очереди хода, но эти позиции не одинаковы:</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Решение по требованию</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Требование:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Троекратное повторение (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;Пятьдесят ходов (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>&amp;Записанный ход:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Необязательно: ход, записанный и заявленный, но не сделанный, — как в бланке</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>Вынести &amp;решение</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Скопировать текст</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>Воспроизведение останавливается на %1 (%2): позиция на момент требования неизвестна. Сначала исправьте бланк до этого места.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Решения нет: позиция на момент требования неизвестна.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>%1 заявляют требование в исходной позиции, имея очередь хода.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>%1 заявляют требование после %2, имея очередь хода.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>Одна и та же позиция возникла в третий раз или возникнет после хода, записанного в бланке.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Каждый игрок сделал последние 50 ходов без взятий и ходов пешкой или сделает их после хода, записанного в бланке.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Показать эту позицию на доске</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Строка, называющая позицию партии, показывает её на основной доске — щелчком или клавишей Enter.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Подсчитанные ходы</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Доски подсчитанных позиций</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Каждая позиция, в которой стояла заявленная, маленькой доской над своим ходом; стрелки прокручивают.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>White has checkmated.</source>
        <translation>Белые поставили мат.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Чёрные поставили мат.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Белые могут поставить мат, например: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Чёрные могут поставить мат, например: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Белые не могут поставить мат никакой последовательностью возможных ходов.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Чёрные не могут поставить мат никакой последовательностью возможных ходов.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Белые: не определено (поиск достиг своего предела).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Чёрные: не определено (поиск достиг своего предела).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>Не определено, является ли позиция мёртвой.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>Позиция мёртвая: ни одна из сторон не может поставить мат (ФИДЕ 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>Позиция не мёртвая.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>Оцениваемая позиция.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Вывод: text или json.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>лишний аргумент «%1»</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>требуется --fen</translation>
    </message>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Язык нотации бланков (auto или код, например de).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Вывод: text, json (один объект на партию) или pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Сколько партий проверять параллельно.</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Также найти наиболее вероятную полную партию из возможных ходов и нужные для неё исправления.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>Бланк другого игрока той же партии (партий): сопоставить два бланка и сообщить, где они расходятся.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>Файлы бланков или PGN; - для стандартного ввода.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format: «%1» — не text, json и не pgn</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct и --pair выводят в text или json, но не в pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs требует число от 1 до 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>не указан файл (для стандартного ввода используйте -)</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>в %1 не найдено ни одной партии</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>на другом бланке нет партии %1 для сопоставления</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>Ход, который заявивший требование записал и заявил, но не сделал, — в нотации и на языке бланка.</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>Требуемая ничья: threefold (9.2) или fifty (9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>Бланк до момента требования, одна партия; - для стандартного ввода.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>укажите требуемую ничью (threefold или fifty) и один файл</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>«%1» — не требование: используйте threefold или fifty</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Исходная позиция (по умолчанию — начальная позиция).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen: %1 (символ %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang: неизвестный язык «%1» (используйте %2%3)</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>Число ходов, которое контроль времени требует сделать к моменту падения флажка (например, 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>Игрок, у которого упал флажок.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>Бланк до падения флажка, одна партия; - для стандартного ввода.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>укажите игрока, у которого упал флажок (white или black), и один файл</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>«%1» — не игрок: используйте white или black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves: «%1» — не число ходов от 1 до 1000</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>стандартный ввод</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>не удаётся прочитать стандартный ввод</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: нет такого файла</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: не удаётся прочитать (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: это двоичный файл, а не текст бланка или PGN</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>Бланк до невозможного хода, который является его последней записью; одна партия; - для стандартного ввода.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>укажите один файл: бланк до невозможного хода</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>в бланке нет записей: его последней записью должен быть невозможный ход, по которому выносится решение</translation>
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
        <translation>вызов: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
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
       scorecheck-cli COMMAND --help   (что делает каждый параметр)
       scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Проверяет шахматные бланки так, как это делает арбитр: каждая запись воспроизводится и
оценивается, партию из бланка можно записать в PGN или в другой нотации, а решения по
требованиям, падениям флажка и невозможным ходам выносятся по бланку.
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
        <translation>Код завершения:
  0  каждая запись правильна или является возможным ходом в другой форме, и каждую партию
     удалось использовать; команда rule вынесла решение, каким бы оно ни было
  1  какая-то запись хуже (не алгебраическая, неоднозначная, невозможная, нечитаемая,
     не проверенная) или партию не удалось проверить или сопоставить
  2  непригодные аргументы; файл, который не удаётся прочитать, двоичный или без партий;
     или вывод, который не удаётся записать
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
        <translation>Примеры:
  scorecheck-cli check sheet.txt
     Сообщает о каждой неправильной записи бланка и о том, чем закончилась партия.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Один объект JSON на партию, по две партии проверяются одновременно.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     Партия из бланка, записанного немецкими буквами фигур, в виде PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Решение по требованию ничьей ввиду троекратного повторения с записанным ходом Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Решение при падении флажка у белых, когда контроль требует 40 ходов.
</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>не удаётся записать в стандартный вывод: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>она начинается с другой позиции (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  сопоставлено с %1, партия %2: партию другого бланка невозможно использовать: %3
</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  сопоставлено с %1, партия %2: расхождения: %3; этот бланк доходит до полухода %4, другой — до полухода %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>этот бланк %1, другой %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    полуход %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; нет хода
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (поиск исчерпал свой лимит: конец бланка исправлялся по одной ошибке за раз)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    партия: %1
</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Глубина в полуходах.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Показать число позиций для каждого первого хода.</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth требует число от 0 до %1</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    вероятно, имелось в виду: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  наиболее вероятная партия (исправления: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    строка %1, столбец %2: </translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(пустая графа)</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 прочитано как %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 поставлено перед %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 и следующая запись меняются местами</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 исключено</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>укажите вид решения: claim, flag, illegal или can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>неизвестный вид решения «%1» (используйте claim, flag, illegal или can-mate)</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 содержит больше одной партии: решение выносится по одной партии, поэтому укажите её отдельно</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>по %1 невозможно вынести решение: %2</translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>бланк обрывается в строке %1, столбце %2: «%3» — %4, поэтому позиция на момент требования неизвестна</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: «%1» — не text и не json</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Контроль времени: standard, rapid или blitz.</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Вывод: text или json (один объект).</translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: «%1» — не standard, rapid и не blitz</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, партия %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  полуходов: %1; язык нотации: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (определён воспроизведением)</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  строка %1, столбец %2: %3%4 %5 — %6</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  строка %1, столбец %2: %3
</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  предложение ничьей от белых после хода %1
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  предложение ничьей от чёрных после хода %1
</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 после полухода %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (позиция возникала на полуходах %1)
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  завершено ходов: белые %1, чёрные %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (проверены все записи)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (проверено до хода %1; бланк продолжается до хода %2, остальное не проверено)
</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  PGN партии обрывается в строке %1, столбце %2; остаток бланка сохранён в нём как комментарий
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  записанный результат: %1; на доске: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>не определён</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  ещё %n запись после этого не удалось проверить
</numerusform>
            <numerusform>  ещё %n записи после этого не удалось проверить
</numerusform>
            <numerusform>  ещё %n записей после этого не удалось проверить
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  партия закончилась сама собой после полухода %1 (%2): %n запись, сделанная после этого, не засчитывается
</numerusform>
            <numerusform>  партия закончилась сама собой после полухода %1 (%2): %n записи, сделанные после этого, не засчитываются
</numerusform>
            <numerusform>  партия закончилась сама собой после полухода %1 (%2): %n записей, сделанных после этого, не засчитываются
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 невозможно записать: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 обрывается в строке %2, столбце %3: «%4» — %5; ничего после этого не записано</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf или descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Буквы фигур для вывода (код, например de).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Язык нотации ввода (auto или код).</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Файл бланка или PGN; - для стандартного ввода.</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation: «%1» — не san, lan, figurine, uci, iccf и не descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>укажите один файл (или - для стандартного ввода)</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Вывести вместо проверки SHA-256 текста бланка каждой партии (UTF-8, концы строк как LF): значение, которое печатается в нижнем колонтитуле отчёта.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>--hash выводит только хеши: параметры --format, --reconstruct и --pair с ним не используются</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>Отчёт арбитра по бланку записывается в PDF — для печати или для хранения в деле.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: 0, когда PDF записан; 2 также для партии, которую невозможно воспроизвести,
     и тогда PDF не записывается)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     Отчёт арбитра по бланку в PDF с диаграммой позиции после полухода 24.
  scorecheck-cli check --hash sheet.txt
     SHA-256 текста бланка в том виде, в каком его печатает нижний колонтитул отчёта.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Язык нотации бланка (auto или код, например de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Также найти наиболее вероятную полную партию из возможных ходов и указать в отчёте нужные для неё исправления.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>Бланк другого игрока той же партии (партий): указать в отчёте, где два бланка расходятся.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Также изобразить позицию после этого полухода (0 — исходная позиция); можно указывать несколько раз.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>Имя арбитра, печатаемое в заголовке отчёта.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Формат бумаги: a4 или letter (по умолчанию — формат системной локали).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Записывает отчёт арбитра по бланку в PDF: бланк в том виде, как он введён, с пометкой каждой записи, каждое замечание со статьёй Правил ФИДЕ, события для арбитра, диаграммы существенных позиций и партию в чистовой записи. Файл PGN с несколькими партиями даёт один PDF, каждая партия начинается с новой страницы.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Код завершения:
  0  отчёт записан
  2  непригодные аргументы, нечитаемый файл или файл без партии, партия, которую невозможно
     воспроизвести (отчёт не записывается, даже частично), или PDF, который не удаётся записать
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Примеры:
  scorecheck-cli report --output report.pdf sheet.txt
     Отчёт арбитра по бланку.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     Со сравнением бланков обоих игроков и с диаграммой позиции после полухода 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>для --diagram нужен полуход — число от 0: «%1»</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: «%1» — не a4 и не letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>--output FILE.pdf обязателен</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>укажите один файл (для стандартного ввода используйте -)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, партия %2: сравнение не выполнено: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>не удаётся запустить %1 (программа установлена рядом с scorecheck-cli): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>работа %1 прервана: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  бланк читается одинаково на языках: %1 — его язык нотации определить нельзя
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>хода нет</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      по этому бланку решить нельзя: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      по этим бланкам решить нельзя: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      не решено: проверка остановилась на своём пределе поиска; найденный ход — %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>«%1» — не команда: используйте check, write, perft, rule или report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>пустая графа (строка %1, столбец %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>«%1» (строка %2, столбец %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, партия %2: нет диаграммы после полухода %3: воспроизведение доходит только до полухода %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: нет букв описательной нотации для «%1» (используйте en, или de, da, sv или no для немецких букв)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: укажите записанный и заявленный ход</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  предложение ничьей белыми с ходом %1, запись, которую воспроизведение не сыграло: не проверено
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  предложение ничьей чёрными с ходом %1, запись, которую воспроизведение не сыграло: не проверено
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: похоже на текст UTF-16 без метки порядка байтов; сохраните его как UTF-8 или как UTF-16 с меткой</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>строка %1: бланк длиннее %2 МБ — длиннее любой возможной партии; он не проверен</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, партия %2: отчёт не записан: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>предупреждение: на бланке записан результат %1; решение принимается так, будто партия продолжалась после последней записи</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Выносит решение по бланку, как арбитр, о:
  claim     требовании ничьей по троекратному повторению (9.2) или по правилу 50 ходов (9.3)
  flag      падении флажка после последней записи бланка (6.9)
  illegal   последней записи бланка как невозможном ходе, который игрок завершил (7.5)
  can-mate  том, может ли каждая сторона ещё поставить мат в позиции (6.9, 7.5.5, 5.2.2)
Параметры каждого решения: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal или can-mate, затем параметры и аргументы решения.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>Записываемый файл PDF (обязательно); - для стандартного вывода.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>не удалось создать PDF</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Предыдущее расхождение</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Следующее расхождение ▼</translation>
    </message>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Сравнение двух бланков</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>Этот бланк</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Другой бланк</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Бланки</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>Предыдущее место, где бланки расходятся (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>Следующее место, где бланки расходятся (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>Партия, соответствующая обоим бланкам (%1: по бланкам этот ход не определить):</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(нет хода)</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>выбрано арбитром</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>невозможно определить</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ бланки расходятся</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(нет хода): позиция, в которой стоит запись</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>В партии, соответствующей обоим бланкам, %n полуход.</numerusform>
            <numerusform>В партии, соответствующей обоим бланкам, %n полухода.</numerusform>
            <numerusform>В партии, соответствующей обоим бланкам, %n полуходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>Бланки расходятся в %n месте.</numerusform>
            <numerusform>Бланки расходятся в %n местах.</numerusform>
            <numerusform>Бланки расходятся в %n местах.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>Этот бланк доходит до полухода %1, другой (%2) — до полухода %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>В %n из них ничто в бланках не решает, какой ход был сделан (%1): выберите там в списке под таблицей, какой ход остаётся в силе.</numerusform>
            <numerusform>В %n из них ничто в бланках не решает, какой ход был сделан (%1): выберите там в списке под таблицей, какой ход остаётся в силе.</numerusform>
            <numerusform>В %n из них ничто в бланках не решает, какой ход был сделан (%1): выберите там в списке под таблицей, какой ход остаётся в силе.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Ничто в бланках не решает этот ход: выберите в списке под таблицей, какой ход остаётся в силе.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>Не в обоих бланках этот ход стоит так, как он записан; в партию идёт ход, лучше всего соответствующий обоим бланкам, и никакой другой не подходит так же хорошо.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>Бланки решают этот ход: никакой другой не подходит к обоим так же хорошо.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 Не признано решённым: проверка остановилась на своём пределе поиска, не перебрав все остальные ходы.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Ничто в бланках не решает этот ход; эти ходы подходят так же хорошо. Выберите один, чтобы увидеть его на доске; «Выбрать этот ход» делает его ходом партии.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 подходит к бланкам так же хорошо; партия продолжается ходом %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 невозможно определить: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Каждый ход партии, согласной с обоими бланками, с тем, что записано в каждом бланке, и местами расхождений; доска показывает позицию выбранной строки.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>Партия, согласная с обоими бланками</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>Вся партия, в которой сходятся оба бланка, с выбором судьи.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Закрывает сравнение; отчёт судьи печатает его с сделанным выбором.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>В %n из них проверка остановилась на своём пределе поиска (%1): найденный там ход не признан решённым.</numerusform>
            <numerusform>В %n из них проверка остановилась на своём пределе поиска (%1): найденные там ходы не признаны решёнными.</numerusform>
            <numerusform>В %n из них проверка остановилась на своём пределе поиска (%1): найденные там ходы не признаны решёнными.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>не решено: предел поиска</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>Проверка остановилась на своём пределе поиска, не перебрав все остальные ходы: найденный ход не признан решённым.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 не решено: проверка остановилась на своём пределе поиска; найденный ход — %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 не исключён (проверка остановилась на своём пределе поиска); партия продолжается ходом %2</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>checkmate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>пат</translation>
    </message>
    <message>
        <source>a dead position</source>
        <translation>мёртвая позиция</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>мёртвая позиция, пешки заблокированы</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>пятое повторение позиции</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 ходов без взятий и ходов пешек</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Ни один возможный ход в этой позиции не соответствует записанному.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>Это не ход ни в одной нотации, известной ScoreCheck.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Записи соответствует больше одного возможного хода; Приложение C Правил ФИДЕ требует указать вертикаль или горизонталь, с которой делается ход.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>На бланке, используемом как доказательство, ФИДЕ признаёт только алгебраическую нотацию; арбитру следует предупредить игрока.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Не проверено: воспроизведение не смогло достоверно дойти до этой записи.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>Может означать: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>Строка FEN пуста.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>В FEN полей только %1; нужно не менее 4 (расстановка, очередь хода, рокировка, взятие на проходе).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>В FEN больше 6 полей; «%1» — лишнее.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Расстановка фигур: «%1» — не буква фигуры (PNBRQK для белых, pnbrqk для чёрных) и не цифра 1-8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Расстановка фигур: на горизонтали %1 больше 8 полей.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Расстановка фигур: на горизонтали %1 меньше 8 полей.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Расстановка фигур: должно быть ровно 8 горизонталей, разделённых «/».</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Очередь хода: «%1» — должно быть «w» или «b».</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Рокировка: «%1» — не буква рокировки (K, Q, k, q, буква вертикали или «-»).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Рокировка: право «%1» указано дважды.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>Взятие на проходе: «%1» — не поле (например, e3) и не «-».</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Счётчик полуходов: «%1» — не число.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Номер хода: «%1» — не число.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Счётчик полуходов: %1 вне допустимого диапазона (от 0 до 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Номер хода: %1 вне допустимого диапазона (от 0 до 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>В позиции нет белого короля.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>В позиции нет чёрного короля.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>В позиции больше одного белого короля.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>В позиции больше одного чёрного короля.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>На %1 стоит пешка; пешки не могут находиться на первой или последней горизонтали.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>В позиции больше 8 белых пешек.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>В позиции больше 8 чёрных пешек.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Такие белые фигуры не могут возникнуть в партии: превращённых фигур больше, чем недостающих пешек.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Такие чёрные фигуры не могут возникнуть в партии: превращённых фигур больше, чем недостающих пешек.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>Белый король под шахом, хотя очередь хода у чёрных: такая позиция не может возникнуть.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>Чёрный король под шахом, хотя очередь хода у белых: такая позиция не может возникнуть.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Белому королю шах более чем от двух фигур: такая позиция не может возникнуть.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Чёрному королю шах более чем от двух фигур: такая позиция не может возникнуть.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Очередь хода: «s» (schwarz) прочитано как чёрные («b»).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Рокировка: право «%1» отброшено: король или ладья не на своём поле.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Рокировка: право «%1» прочитано как рокировка Chess960 (король или ладья не на обычном поле).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>Взятие на проходе: «%1» отброшено: ни одна пешка не могла только что пройти через это поле ходом на два поля.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Номер хода: 0 прочитан как 1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>Ход объявляет шах, но знак шаха (+) не записан. Этот знак необязателен (ФИДЕ C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>Ход ставит мат, но знак мата (#) не записан. Этот знак необязателен (ФИДЕ C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>Ход является взятием, но x не записан. Знак взятия необязателен (ФИДЕ C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>Ход — взятие на проходе, но «e.p.» не записано. Этот знак необязателен (ФИДЕ C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>Знак шаха или мата не соответствует позиции после хода.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>Записан знак взятия, но ход ничего не берёт.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>Взятие обозначено двоеточием; в форме ФИДЕ используется x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>Во взятии пешкой указаны только вертикали (например, «ed»); в форме ФИДЕ указывается поле, на котором происходит взятие (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>Во взятии пешкой нужно указать вертикаль, которую покидает пешка (exd5, ФИДЕ C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>Указано, откуда идёт фигура, хотя этот ход может сделать только одна такая фигура (ФИДЕ C.10 требует этого лишь при необходимости).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>Указана горизонталь там, где фигуры различает вертикаль; ФИДЕ предпочитает вертикаль (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Полная форма с дефисом; в полной форме ФИДЕ поля пишутся слитно, без дефиса (Кg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Между фигурой и её полем стоит дефис; ФИДЕ пишет их слитно.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>Ход фигуры записан двумя полями без буквы фигуры (координатная форма).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>Для пешки записана буква; ФИДЕ записывает ходы пешек без буквы (Приложение C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Фигура обозначена значком; на бланке ФИДЕ ожидает букву фигуры.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>Записано «e.p.», но ход не является взятием на проходе.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>Пешка достигает последней горизонтали, но новая фигура не записана; прочитано как ферзь (ФИДЕ C.11 требует её указывать).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Превращение записано с «=» (PGN); ФИДЕ пишет фигуру сразу после поля (d8Q, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Превращение записано в скобках или после косой черты; ФИДЕ пишет фигуру сразу после поля (d8Q, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>Фигура превращения записана строчной буквой (нотация движков); ФИДЕ использует заглавную.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Рокировка записана буквой O (PGN); ФИДЕ записывает её нулями (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Рокировка записана как ход короля (e1g1); ФИДЕ записывает 0-0 или 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>Взятая фигура указана перед полем (QxNd5); ФИДЕ записывает только поле (Qxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Line %1</source>
        <translation>Строка %1</translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Вероятно, имелось в виду: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Строка %1, столбец %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>Ещё %n запись не удалось проверить.</numerusform>
            <numerusform>Ещё %n записи не удалось проверить.</numerusform>
            <numerusform>Ещё %n записей не удалось проверить.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Решение при падении флажка</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>У кого упал флажок:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белые</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрные</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>Число &amp;ходов по контролю времени:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>Число ходов, которое контроль времени требует сделать к моменту падения флажка (например, 40); «Нет», если контроль времени не требует определённого числа ходов.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Скопировать текст</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>У белых упал флажок в исходной позиции.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>У чёрных упал флажок в исходной позиции.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>У белых упал флажок после %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>У чёрных упал флажок после %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>Бланк изменился до момента падения флажка: это решение больше не действует. Вынесите решение заново в меню «Решения».</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Выясняется, могут ли чёрные ещё поставить мат…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Выясняется, могут ли белые ещё поставить мат…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>Вынести &amp;решение</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>Флажок белых упал.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>Флажок чёрных упал.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Белые проигрывают по времени: чёрные ещё могут поставить мат (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Чёрные проигрывают по времени: белые ещё могут поставить мат (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Ничья: у белых упал флажок, но чёрные не могут поставить мат никакой последовательностью возможных ходов (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Ничья: у чёрных упал флажок, но белые не могут поставить мат никакой последовательностью возможных ходов (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Поражения нет: белые завершили требуемое контролем времени число ходов (%1) до падения флажка.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Поражения нет: чёрные завершили требуемое контролем времени число ходов (%1) до падения флажка.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>Партия уже закончилась после полухода %2 (%3): %1. Падение флажка ничего не меняет.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>По этому бланку не решить: он проверен только до хода %1, поэтому не показывает, сделано ли требуемое число ходов (%2); арбитр решает на основании других доказательств, например бланка соперника (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>По этому бланку не решить: он проверен только до хода %1 (и продолжается до хода %2), поэтому позиция в момент падения флажка неизвестна.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Не определено: могут ли чёрные ещё поставить мат, в пределах анализа выяснить не удалось; решает арбитр (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Не определено: могут ли белые ещё поставить мат, в пределах анализа выяснить не удалось; решает арбитр (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Белые завершили ходов: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Чёрные завершили ходов: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>Контроль времени требует %n ход.</numerusform>
            <numerusform>Контроль времени требует %n хода.</numerusform>
            <numerusform>Контроль времени требует %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Проверены все записи.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Проверено только до хода %1: бланк продолжается до хода %2, остальное не проверено.</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>Последний ход, %1, сделан, но не завершён: часы не были переключены (6.2.1).</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Например: %1</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>Статья 6.9: за исключением случаев, когда партия уже закончилась (5.1.1–5.2.3), игрок, не сделавший предписанного числа ходов в отведённое время, проигрывает партию; однако партия заканчивается вничью, если соперник не может поставить мат королю игрока никакой последовательностью возможных ходов.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>ГГГГ.ММ.ДД</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Сохраняется вместе с бланком и записывается в экспортированный PGN как тег %1.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Поиск: игрок, соревнование, тур, дата</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Чтение %1: пока %n партия…</numerusform>
            <numerusform>Чтение %1: пока %n партии…</numerusform>
            <numerusform>Чтение %1: пока %n партий…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 содержит %n партию. Какую открыть?</numerusform>
            <numerusform>%1 содержит %n партии. Какую открыть?</numerusform>
            <numerusform>%1 содержит %n партий. Какую открыть?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>в поле «Результат» указано %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>в бланке записано %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>на доске — %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>Результаты расходятся: %1.</translation>
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
        <translation>SAN — %1</translation>
    </message>
    <message>
        <source>FIDE&apos;s short form (Appendix C)</source>
        <translation>краткая форма ФИДЕ (Приложение C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>то же английскими буквами (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>значки фигур вместо букв, рекомендуются в печатных изданиях (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>с исходным полем: допустима (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>читается, но в полной форме Правил дефиса нет (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>координаты шахматных программ, не для бланка</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>игра по переписке; не алгебраическая, поэтому бланк в ней не является доказательством для ФИДЕ (Приложение C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>не алгебраическая, поэтому бланк в ней не является доказательством для ФИДЕ (Приложение C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Как записывается %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Почему так записывается</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Хода ещё нет. Поставьте курсор на ход в бланке или пройдите по партии, чтобы увидеть, как он записывается и почему.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Первый завершённый невозможный ход игрока (%1) — %2: восстанавливается позиция перед ним, а %3 получают дополнительное время (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>%1 проигрывают: %2 — второй завершённый невозможный ход игрока (%1), а %3 ещё могут поставить мат (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Ничья: %2 — второй завершённый невозможный ход игрока (%1), но %3 не могут поставить мат никакой последовательностью возможных ходов (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Не определено: %2 — второй завершённый невозможный ход игрока (%1), но могут ли %3 ещё поставить мат, в пределах анализа выяснить не удалось; решает арбитр (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>Невозможного хода нет: %1 читается как возможный ход. Если на доске был сделан другой ход, сначала исправьте запись на него.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>По этому бланку не решить: %1 не читается, поэтому бланк не показывает, какой ход был сделан. Сначала исправьте запись на ход, сделанный на доске.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>Партия уже закончилась вторым завершённым невозможным ходом игрока (%1) — %2 (7.5.5): %3 ничего не меняет.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>Партия уже закончилась после полухода %2 (%1): %3 ничего не меняет.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>По этому бланку не решить: воспроизведение останавливается на %1 (%2), до %3, поэтому позиция, в которой был сделан %3, неизвестна. Сначала исправьте бланк до этого места; если %1 — сам невозможный ход, завершённый и взятый обратно, отметьте его так.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Арбитр добавляет одну минуту к оставшемуся времени на обдумывание; её получают %1 (7.5.5; блиц: B.3 вместе с A.3); две минуты, если на соревновании применяется B.2 (один арбитр на каждую партию).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>Арбитр добавляет одну минуту к оставшемуся времени на обдумывание; её получают %1 (7.5.5; быстрые шахматы: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>Арбитр добавляет две минуты к оставшемуся времени на обдумывание; их получают %1 (7.5.5).</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>Арбитр восстанавливает позицию, непосредственно предшествовавшую невозможному ходу, и %1 делают в ней ход по правилу «тронул — ходи»: тронутой для невозможного хода фигурой нужно пойти, если это возможно (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Восстанавливаемая позиция: %1</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Второй завершённый невозможный ход игрока (%1) будет означать проигрыш партии, кроме случая, когда %2 не могут поставить мат никакой последовательностью возможных ходов (7.5.5).</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Результат: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Завершённые невозможные ходы игрока (%1): %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 отмечен как взятый обратно, но не читается как невозможный ход: не засчитывается.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Например: %1</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Решение по невозможному ходу</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Невозможный ход, завершённый на доске: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;Отметить как взятый обратно</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Отмечает запись в бланке как невозможный ход, завершённый и взятый обратно: воспроизведение продолжается с позиции перед ним, с той же очередью хода (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Скопировать текст</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>Вынести &amp;решение</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Статьи 7.5.1 и 7.5.5: если игрок после невозможного хода нажал на часы, восстанавливается позиция, непосредственно предшествовавшая ему; за первый завершённый невозможный ход игрока сопернику добавляются две минуты (в быстрых шахматах и блице — одна), а второй приводит к проигрышу партии, кроме случая, когда соперник не может поставить мат королю игрока никакой последовательностью возможных ходов: тогда партия заканчивается вничью.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>Английский</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Немецкий</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Датский</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Шведский</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Норвежский</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>Эстонский</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>Финский</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Французский</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Нидерландский</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>Исландский</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Итальянский</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Испанский</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Польский</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Португальский</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>Румынский</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Чешский</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>Венгерский</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Иврит</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Русский</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>Украинский</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>Болгарский</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>Сербский (кириллица)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>Хорватский, сербский (латиница), боснийский, словенский</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>Словацкий</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Греческий</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Турецкий</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>Литовский</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Вьетнамский</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Индонезийский</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>Албанский</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>Каталанский</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>Африкаанс</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game Details</source>
        <translation>Данные партии</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Копировать FEN</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Для арбитра</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Пока нечего проверять: введите бланк выше.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Проблем не найдено.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Восстановление партии</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>Бланк соперника</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Бланки и PGN (*.txt *.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Решение по невозможному ходу</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>В бланке пока нет записей: сначала введите партию до невозможного хода.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>отметку хода как взятого обратно</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Одна из строк бланка читается как строка тега PGN, поэтому данные партии и исходную позицию нельзя сохранить вместе с ним: бланк сохранён без них. Экспорт в PGN их сохраняет.</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Сохранить бланк</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Бланки (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>В бланке есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, партия %2</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Пример: образцовая партия ФИДЕ</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Бланк без названия</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Исходная позиция</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Что означают &amp;пометки</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>Что &amp;это?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>&amp;О программе ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Бланк&lt;/b&gt;&lt;p&gt;Введите сюда бланк так, как он записан, в любой нотации и на любом языке. Каждая запись подчёркивается в соответствии с её оценкой (Справка ▸ Что означают пометки); щёлкните запись правой кнопкой мыши, чтобы увидеть ходы, которые, вероятно, имелись в виду.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Таблица бланка&lt;/b&gt;&lt;p&gt;Записи по номерам ходов, белые и чёрные, со значком и цветом оценки каждой записи. Выберите клетку, чтобы увидеть позицию после неё на доске и в панели арбитра.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Доска&lt;/b&gt;&lt;p&gt;Позиция после записи под курсором или после выбранной клетки таблицы. Под доской — её FEN, который можно скопировать.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Замечания&lt;/b&gt;&lt;p&gt;Каждая неправильная запись: что в ней не так и какой ход, вероятно, имелся в виду. Щёлкните замечание, чтобы перейти к записи в бланке.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Панель арбитра&lt;/b&gt;&lt;p&gt;То, что арбитр проверяет в этот момент: повторения позиции, отсчёт пятидесяти ходов, завершённые ходы, записанный результат и результат на доске. Отсюда через меню «Решения» выносятся решения по требованиям, падениям флажка и невозможным ходам.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Данные партии&lt;/b&gt;&lt;p&gt;Игроки, соревнование, дата, тур и результат; они записываются в PGN, в который экспортируется бланк.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Бланк</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Нотация в бланке:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>смену языка нотации</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Показывать ходы как:</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Как в бланке</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN — %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Значки фигур</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Полная алгебраическая</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ В начало</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>В конец ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Открыть бланк</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Открыть...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Сохранить к&amp;ак...</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>&amp;Экспорт в PGN...</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>&amp;Добавить в файл PGN...</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Копировать PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Исправление</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;Восстановить партию...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;Сравнить с бланком соперника...</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Решения</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>Требование: &amp;троекратное повторение...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>Требование: &amp;пятьдесят ходов...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Падение флажка: &amp;белые...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Падение флажка: &amp;чёрные...</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>Завершённый &amp;невозможный ход...</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>&amp;Печать отчёта...</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Экспорт о&amp;тчёта в PDF...</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Добавить диаграмму здесь</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>&amp;Исходная позиция...</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>Как записывается этот ход?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>ход на доске</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>Бланк в том виде, как он записан, запись за записью. Каждая запись проверяется при вводе; Tab выходит из бланка.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Каждая неправильная запись: что в ней не так и какой ход, вероятно, имелся в виду. Enter переходит к записи в бланке.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>Позиция после записи под курсором или после выбранной клетки таблицы.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>Позиция на доске в записи FEN, которую можно скопировать.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Копирует FEN позиции на доске в буфер обмена.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Таблица бланка</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Ходы по номерам, белые и чёрные, каждый со своей оценкой. Клавиши со стрелками переходят между клетками; доска показывает позицию после выбранной.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Предложения ничьей, повторения, счёт пятидесяти ходов, сделанные ходы и результат в этот момент партии.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Нотация в бланке</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>Язык буквенных обозначений фигур в бланке; «Автоматически» определяет его по ходам.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Показывать ходы как</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>Нотация, в которой таблица, замечания и панели записывают ходы.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Показывает позицию перед первым ходом.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Показывает позицию на один ход раньше.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Показывает позицию на один ход позже.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Показывает позицию после последнего хода.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Переворачивает доску: чёрные внизу или белые.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Масштаб: %1 %</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Исходный размер</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Полная алгебраическая с дефисом</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>Цифровая нотация ICCF</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Английская описательная</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Боковые панели</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Для арбитра и как записывается ход, по одной; клавиши со стрелками на вкладках переключают между ними.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>Алгебраическая нотация, возможный ход, записан в форме, которую допускают Правила ФИДЕ (Приложение C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>Алгебраическая нотация и возможный ход, но в форме, которой нет в Правилах, или с неверным знаком.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Возможный ход, но в системе записи, которую ФИДЕ не принимает как доказательство (например, в описательной нотации).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Читается как два или более возможных хода.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Читается, но ни один возможный ход ей не соответствует.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>Не соответствует ни одной нотации.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Не оценена: воспроизведение не смогло достоверно дойти до этой записи.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Что означают пометки</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>В бланке каждая запись подчёркивается в соответствии с её оценкой; в таблице показаны значок и цвет оценки.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>В бланке</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>В таблице</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Введённое подходит к нескольким ходам; это один из них (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Ход %1, %2: %3, %4, с предложением ничьей</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Ход %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>ещё набирается</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>строка %1: это не строка тега вида [Name &quot;value&quot;]</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>строка %1, столбец %2: у строки тега нет закрывающей ]</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>строка %1, столбец %2: двоичное содержимое, а не текст; партия не проверена</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>строка %1: партия не в кодировке UTF-8; она прочитана как Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>строка %1: партия длиннее %2 МБ — длиннее любой возможной партии; она не проверена</translation>
    </message>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>тег FEN непригоден: %1</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Как записано:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>Воспроизведение останавливается здесь, на %1 %2: %3. Остаток бланка в том виде, как он записан:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>Результат, записанный в бланке:</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Невозможный ход, завершённый и взятый обратно (ФИДЕ 7.5.1):</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>предложение ничьей</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Вариант, как записано:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>Воспроизведение останавливается в строке %1, на %2 %3 (%4): PGN содержит ходы до этого места, а остаток бланка, %n запись, помещён в него как комментарий.</numerusform>
            <numerusform>Воспроизведение останавливается в строке %1, на %2 %3 (%4): PGN содержит ходы до этого места, а остаток бланка, %n записи, помещён в него как комментарий.</numerusform>
            <numerusform>Воспроизведение останавливается в строке %1, на %2 %3 (%4): PGN содержит ходы до этого места, а остаток бланка, %n записей, помещён в него как комментарий.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>В PGN указан результат %1: из поля «Результат», если оно заполнено, иначе — по доске, иначе — по бланку.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>Всё равно экспортировать партию?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>Экспорт в PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>Копировать PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Добавить в файл PGN</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 уже содержит эту партию (те же данные и ходы) как партию %2. Добавить её ещё раз в конец?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>Добавить партию в конец файла %1? Партии, которые в нём уже есть, останутся без изменений.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>Создать файл PGN %1 с этой партией?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Очистить поле</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Очистить поле (Delete на доске; щелчок правой кнопкой тоже очищает поле)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (на доске — клавиша %2)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>Здесь записан номер хода %1, но партия находится на ходе %2: номер пропущен.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>Здесь записан номер хода %1, но партия находится на ходе %2: номер повторён.</translation>
    </message>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>Ход стоит в столбце другого игрока.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>Из ходов, которые может означать эта запись, только после одного следующая запись читается как возможный ход; воспроизведение продолжается с ним.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Записано после того, как партия уже закончилась сама собой (мат, пат, мёртвая позиция, пятикратное повторение или 75 ходов: статьи 5 и 9.6 Правил ФИДЕ); не засчитывается.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Отмечено как невозможный ход, взятый обратно, но в записанном виде это возможный ход: проверьте пометку. Пока пометка стоит, ход не делается и не считается невозможным ходом (статья 7.5 Правил ФИДЕ).</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Отмечено как невозможный ход, завершённый на доске и взятый обратно: позиция перед ним была восстановлена, и тот же игрок сделал ход снова (статья 7.5.1 Правил ФИДЕ). Это не ход партии.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Исходная позиция</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Очередь хода:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белые</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрные</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Право рокировки:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Белые 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Белые 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Чёрные 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Чёрные 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>Поле взятия на &amp;проходе:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>Поле, через которое пешка только что прошла ходом на два поля и на котором её можно взять на проходе (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Номер хода:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>Номер хода, который предстоит сделать стороне, чья очередь хода.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Счётчик полу&amp;ходов:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Ходы обоих игроков после последнего взятия или хода пешкой, как они считаются для правила 50 ходов (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>Начальная &amp;расстановка</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>Позиция перед первым ходом партии.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Вст&amp;авить FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Читает FEN из буфера обмена.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Этот FEN нельзя использовать (символ %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Эту позицию нельзя использовать: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>Эту позицию можно использовать.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>В расставленной позиции ход белых.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>В расставленной позиции ход чёрных.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>Право на такую рокировку, сохраняющееся, пока ни король, ни эта ладья не ходили (3.8.2.1); движок правил снимает его, если они не на своих местах.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Переворачивает доску: чёрные внизу или белые (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Снимает все фигуры с доски; очередь хода и номер хода остаются.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>Позиция в FEN: то, что набрано или вставлено здесь, расставляется на доске.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Начинает бланк с расставленной позиции.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Оставляет исходную позицию без изменений.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Использование: %1</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[параметры]</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Аргументы:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Показать справку по параметрам командной строки.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Показать справку, включая параметры Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Показать сведения о версии.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Не сохранять</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Классические шахматы</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Быстрые шахматы (Приложение A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Блиц (Приложение B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Классические, быстрые или блиц: Правила решают некоторые вопросы по-разному при каждом контроле времени.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Восстановление партии</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>Бланк воспроизводится так, как записан: менять нечего.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>Поиск по этому бланку остановился на своём пределе: конец бланка исправлялся по одной ошибке за раз.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Внести принятые исправления в бланк</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>Восстановленная партия (изменённые ходы подчёркнуты):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>Для наиболее вероятной полной партии из возможных ходов в бланке нужно %n исправление. Снимите отметку с исправления, чтобы оставить эту запись такой, как она записана.</numerusform>
            <numerusform>Для наиболее вероятной полной партии из возможных ходов в бланке нужно %n исправления. Снимите отметку с исправления, чтобы оставить эту запись такой, как она записана.</numerusform>
            <numerusform>Для наиболее вероятной полной партии из возможных ходов в бланке нужно %n исправлений. Снимите отметку с исправления, чтобы оставить эту запись такой, как она записана.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>Бланк решает это исправление: никакой другой способ исправить запись не подходит так же хорошо.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>Не признано решённым: проверка остановилась на своём пределе поиска, не перебрав все остальные способы.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Ничто в бланке не решает это исправление; эти ходы подходят так же хорошо. Выберите один, чтобы увидеть его на доске; «Выбрать этот ход» ставит его и восстанавливает остаток партии после него.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(нет хода): запись опускается</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 подходит к бланку так же хорошо (пока не ход партии)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Исправления</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Исправления, нужные наиболее вероятной партии, по одному в строке; отмеченное исправление вносится в бланк.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>Восстановленная партия</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>Вся партия с отмеченными исправлениями; изменённые ходы подчёркнуты.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Вносит отмеченные исправления в бланк одним шагом, который отменяется командой «Отменить».</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Оставляет бланк без изменений.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 не исключён: проверка остановилась на своём пределе поиска, не установив, подходит ли это к бланку (ещё не ход партии)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Бланк без названия</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Восстановление несохранённой работы</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck завершил работу до того, как этот бланк был сохранён:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, последнее сохранение — %2&lt;br&gt;«%3»&lt;br&gt;&lt;br&gt;Восстановить его?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Спросить в следующий раз</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>в рукописи %1 и %2 похожи</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>взятие пешкой записано без её вертикали</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>неоднозначно: подходят несколько ходов; партия продолжается после выбранного</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>записано в столбце другого игрока</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>похоже, перед этим ходом пропущен ход</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>здесь ход не записан; с этим ходом следующие записи становятся возможными</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>записано «%1» вместо «%2»</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>пропущено «%1»</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>возможный ход, ближайший к записанному</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>записанный ход возможен, но следующие записи из него не вытекают</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>ни один ход не подходит; запись исключена</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; бланку соответствуют и другие ходы, этот на доске вероятнее</translation>
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
        <translation>Отчёт арбитра</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>в данных партии: %1; записан в бланке: %2; на доске: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>не определён</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Язык нотации</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Арбитр</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Составлен</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 с помощью ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>Бланк в том виде, как он введён</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>В том виде, как введён, с пометкой каждой записи</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Пометки: запись без пометки правильна; к подчёркнутым записям есть замечания.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Строка %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n запись после остановки воспроизведения не проверена, с %1 по %2.</numerusform>
            <numerusform>%n записи после остановки воспроизведения не проверены, с %1 по %2.</numerusform>
            <numerusform>%n записей после остановки воспроизведения не проверено, с %1 по %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Строка %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Все записи правильны.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>События для арбитра</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Сообщать не о чем: в бланке нет ходов.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>пустая графа</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Восстановление партии: наиболее вероятная партия</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>Исправления не нужны: партия из бланка в записанном виде состоит из возможных ходов.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 читается как %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 вставлен перед %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 и следующая запись меняются местами</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 исключено</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>Поиск исчерпал свой лимит: конец бланка исправлялся по одной ошибке за раз.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>Партия с этими исправлениями:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Сравнение с %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Расхождения: %1. Этот бланк доходит до полухода %2, другой — до полухода %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>этот бланк: %1, другой: %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: хода нет</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Полуход %1: %2; ход, соответствующий обоим бланкам: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>Партия, соответствующая обоим бланкам:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>перед %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>повторившаяся позиция, которая возникала %n раз</numerusform>
            <numerusform>повторившаяся позиция, которая возникала %n раза</numerusform>
            <numerusform>повторившаяся позиция, которая возникала %n раз</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>заключительная позиция</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>выбрана арбитром</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>Исходная позиция</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>После %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Диаграмма %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Диаграммы</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Партия в чистовой записи</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Не было сделано ни одного хода.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(здесь воспроизведение остановилось: последующие записи не проверены)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 текста бланка: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Требование ничьей из-за троекратного повторения позиции (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>Требование ничьей по правилу пятидесяти ходов (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Падение флажка (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Невозможный ход (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>По этому бланку в ScoreCheck не выносилось ни одного решения.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>в исходной позиции</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>после %1 (полуход %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, вынесено %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Вынесено по более ранней версии бланка.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>По этому бланку решить нельзя: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>нет хода</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>НЕ РЕШЕНО на полуходе %1: %2; по этим бланкам решить нельзя: %3; партия продолжается ходом %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Не решено: проверка остановилась на своём пределе поиска; найденный ход — %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>НЕ РЕШЕНО на полуходе %1: %2; проверка остановилась на своём пределе поиска; найденный ход — %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Отчёт арбитра</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Экспорт отчёта в PDF</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>отчёт.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Документы PDF (*.pdf);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>Не удаётся записать %1: не удалось создать PDF.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Отчёт арбитра</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>Бланк в том виде, как он введён, с пометкой каждой записи</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>События для арбитра</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Вынесенные решения</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Восстановление партии и сравнение, если выполнялись</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Диаграммы</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Партия в чистовой записи</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>если оставить пустым — строка для подписи</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Арбитр:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>Решение словами: сначала вердикт, затем статьи Правил, на которых оно основано, и что из него следует.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Сохраняет это решение вместе с бланком: отчёт судьи его печатает.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Копирует решение простым текстом, чтобы вставить его в отчёт или сообщение.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Закрывает это окно; сохранённые решения остаются с бланком.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Доска, на которой расставляется позиция</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Ходы, подходящие к введённому</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Вероятно, имелось в виду (щёлкните правой кнопкой, чтобы вписать):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Вероятно, имелось в виду</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Предложение</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>Бланк стал бы длиной %1 МБ — длиннее любой возможной партии (%2 МБ); ничего не вставлено.</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>автодополнение</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 не удаётся прочитать: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 — двоичный файл, а не текст бланка или PGN.</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 длиннее %2 МБ — длиннее любой возможной партии: файл не открыт.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>В %1 нет партии %2.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 не удалось сохранить: %2</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 не является файлом PGN: партия в него не добавлена.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>ввод</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>Текст после результата не проверялся.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Комментарий, открытый здесь, нигде не закрыт: всё после него прочитано как комментарий.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Вариант, открытый здесь, нигде не закрыт: всё после него прочитано как вариант.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Записей больше, чем может быть в любой партии: текст начиная с этого места не прочитан.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, затем %2</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(пустая графа)</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 заменяется на %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 ставится перед %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 и следующая запись меняются местами</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 исключается</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>По этому бланку решить нельзя: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Не решено: проверка остановилась на своём пределе поиска; найденный ход — %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Язык нотации: %1 (определён автоматически)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Язык нотации: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n запись</numerusform>
            <numerusform>%n записи</numerusform>
            <numerusform>%n записей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n с замечаниями</numerusform>
            <numerusform>%n с замечаниями</numerusform>
            <numerusform>%n с замечаниями</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>замечаний нет</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n не проверена</numerusform>
            <numerusform>%n не проверены</numerusform>
            <numerusform>%n не проверено</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Язык нотации: %1 (бланк читается одинаково на языках: %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>нет хода</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (этот бланк)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (другой бланк)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (не исключено: проверка остановилась на своём пределе поиска)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 затем %2 (две записи переставлены)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 пропущен перед %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 вместо %2 на ходу %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 на ходу %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; или %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; не исключены (проверка остановилась на своём пределе поиска): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>Руководство пользователя ScoreCheck</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 не входит в руководство; этот файл устанавливается вместе с документацией ScoreCheck.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>правильная</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>возможная, другая форма</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>не алгебраическая</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>неоднозначная</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>невозможная</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>нечитаемая</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>не проверена</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Фигура записывается своей буквой на языке бланка (%2), %1, затем полем назначения, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>У пешки нет буквы: её ход записывается полем назначения, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Ещё одна фигура того же рода, на %1, тоже могла бы пойти на %2, поэтому записывается вертикаль, с которой уходит эта фигура, %3 (C.10).</numerusform>
            <numerusform>Другие фигуры того же рода, на %1, тоже могли бы пойти на %2, поэтому записывается вертикаль, с которой уходит эта фигура, %3 (C.10).</numerusform>
            <numerusform>Другие фигуры того же рода, на %1, тоже могли бы пойти на %2, поэтому записывается вертикаль, с которой уходит эта фигура, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Ещё одна фигура того же рода на той же вертикали, на %1, тоже могла бы пойти на %2, поэтому записывается горизонталь, с которой уходит эта фигура, %3 (C.10).</numerusform>
            <numerusform>Другие фигуры того же рода на той же вертикали, на %1, тоже могли бы пойти на %2, поэтому записывается горизонталь, с которой уходит эта фигура, %3 (C.10).</numerusform>
            <numerusform>Другие фигуры того же рода на той же вертикали, на %1, тоже могли бы пойти на %2, поэтому записывается горизонталь, с которой уходит эта фигура, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Ещё одна фигура того же рода, на %1, тоже могла бы пойти на %2; ни вертикаль, ни горизонталь по отдельности их не различают, поэтому записывается всё исходное поле этой фигуры, %3 (C.10, C.8).</numerusform>
            <numerusform>Другие фигуры того же рода, на %1, тоже могли бы пойти на %2; ни вертикаль, ни горизонталь по отдельности их не различают, поэтому записывается всё исходное поле этой фигуры, %3 (C.10, C.8).</numerusform>
            <numerusform>Другие фигуры того же рода, на %1, тоже могли бы пойти на %2; ни вертикаль, ни горизонталь по отдельности их не различают, поэтому записывается всё исходное поле этой фигуры, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Взятие на %1: перед этим полем можно записать x; это необязательно (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Пешка, делающая взятие, записывается с вертикалью, которую она покидает, %1, перед полем назначения; x между ними необязателен (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>Взятие на проходе: записывается поле, на которое встаёт пешка, %1, а не поле взятой пешки, %2; можно добавить e.p., это необязательно (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Превращение: буква новой фигуры, %1, следует сразу за полем, без = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>Короткая рокировка записывается 0-0, нулями (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>Длинная рокировка записывается 0-0-0, нулями (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Вскрытый шах: ход открывает фигуру на %1, которая объявляет шах.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Двойной шах: фигуры на %1 объявляют шах одновременно.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Шах: после хода можно записать +; это необязательно (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Мат: после хода можно записать # (или ++); это необязательно (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
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
        <translation>Проверяет шахматные бланки так, как это делает арбитр: введённый или открытый бланк воспроизводится, каждая запись оценивается и помечается, а в окне выносятся решения по требованиям, падениям флажка и невозможным ходам.

Код завершения:
  0  окно было закрыто или запрошенное изображение сохранено
  1  неизвестный параметр или запрошенное изображение не удалось сохранить

Примеры:
  scorecheck
     Открывает окно со встроенным примером бланка.
  scorecheck game.pgn
     Открывает файл PGN; из файла с несколькими партиями — ту, что выбрана из списка.
  scorecheck --screenshot window.png sheet.txt
     Сохраняет изображение окна с этим бланком и завершает работу.</translation>
    </message>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Бланк, который нужно открыть.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Сохранить изображение окна в файл FILE и завершить работу (для руководства пользователя).</translation>
    </message>
</context>
</TS>
