<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>Про ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Перевіряє шахові бланки запису так, як це робить арбітр.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck — вільне програмне забезпечення: ви можете поширювати та/або змінювати його на умовах GNU General Public License версії 3 або (на ваш вибір) будь-якої пізнішої версії. Програма постачається без жодних гарантій.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Зібрано з Qt %1; працює на Qt %2 (GNU Lesser General Public License, версія 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Правила гри взято з Правил шахів ФІДЕ (2023). Приклад бланка — зразкова партія з їхнього Додатка C. Зображення фігур і значок намальовано для ScoreCheck. Тести використовують партії та позиції, зібрані з python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) і набору бланків HCS; файл third-party.md, що встановлюється разом із документацією, називає кожне джерело та його ліцензію.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Ходи, що підходять так само добре</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Поставити вибраний хід і виправити решту партії після нього</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;Вибрати цей хід</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>Спочатку хід, яким продовжується партія, потім інші, що підходять так само добре, найкращий першим; дошка показує вибраний, а Enter ставить його.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>Не доведено, що ходи з позначкою «не виключено» підходять: перевірка зупинилася, не встигнувши їх виключити.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>початку</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Триразове повторення позиції після %1: та сама позиція виникала після %2. Можна вимагати нічию (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>П’ятиразове повторення позиції після %1: партія закінчилася внічию (9.6.1). Позиція виникала після %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>П’ятдесят ходів без взяття і ходу пішака після %1: можна вимагати нічию (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Сімдесят п’ять ходів без взяття і ходу пішака після %1: партія закінчилася внічию (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Мат після %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Пат після %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Мертва позиція після %1: жодна сторона не може поставити мат (5.2.2).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Мертва позиція після %1: пішаки більше не можуть ходити й замикають фігури, тож жодна сторона не може поставити мат (5.2.2).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чорні</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>Зараз нічию можуть вимагати %1: позиція після %2 виникла %n раз (9.2.2).</numerusform>
            <numerusform>Зараз нічию можуть вимагати %1: позиція після %2 виникла %n рази (9.2.2).</numerusform>
            <numerusform>Зараз нічию можуть вимагати %1: позиція після %2 виникла %n разів (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>Зараз нічию можуть вимагати %1: кожен гравець зробив 50 ходів без взяття і ходу пішака (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>Нічию можуть вимагати %1, записавши один із цих ходів і заявивши про намір його зробити: позиція після нього виникла б утретє (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>Нічию можуть вимагати %1, записавши хід, який не є ні взяттям, ні ходом пішака, і заявивши про намір його зробити: ним кожен гравець завершить 50 ходів (9.3.1).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Завершено ходів: білі %1, чорні %2.</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Перевірено кожен запис.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Перевірено лише до ходу %1: бланк продовжується до ходу %2, без перевірки.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Немає про що повідомити: у бланку ще немає ходів.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Пропозиція нічиєї білих з ходом %1 — ходом, поверненим як неможливий (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Пропозиція нічиєї чорних з ходом %1 — ходом, поверненим як неможливий (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Пропозиція нічиєї білих з ходом %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Пропозиція нічиєї чорних з ходом %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>Партія закінчилася сама собою після %1; %n запис, зроблений після цього, не враховується.</numerusform>
            <numerusform>Партія закінчилася сама собою після %1; %n записи, зроблені після цього, не враховуються.</numerusform>
            <numerusform>Партія закінчилася сама собою після %1; %n записів, зроблених після цього, не враховуються.</numerusform>
        </translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Записаний результат: %1. На дошці: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>не визначено</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Пропозиція нічиєї білих з ходом %1, запис, який відтворення не зіграло: не перевірено.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Пропозиція нічиєї чорних з ходом %1, запис, який відтворення не зіграло: не перевірено.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Зміни в цьому бланку не вдається надійно зберігати в %1: %2. Нова спроба щосекунди; збережіть бланк, щоб не втратити його.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Білий пішак на %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Білий кінь на %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Білий слон на %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Біла тура на %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Білий ферзь на %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Білий король на %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Чорний пішак на %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Чорний кінь на %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Чорний слон на %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Чорна тура на %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Чорний ферзь на %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Чорний король на %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Порожнє поле %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Білий пішак</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Білий кінь</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Білий слон</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Біла тура</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Білий ферзь</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Білий король</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Чорний пішак</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Чорний кінь</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Чорний слон</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Чорна тура</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Чорний ферзь</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Чорний король</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, фігуру піднято</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1, можливий хід</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Зіграно хід %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>Перетворити на коня</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>Перетворити на слона</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>Перетворити на туру</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>Перетворити на ферзя</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>Дошка: клавіші зі стрілками переходять з поля на поле, Enter або пробіл піднімає фігуру й ставить її на поле, куди вона йде, Escape повертає її на місце. Зіграний хід записується в бланк.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чорні</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>початкова позиція</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>позиція після %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>початкова позиція (півхід 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, записаний хід (півхід %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (півхід %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>Вимога неможлива: партія вже закінчилася матом — %1 (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>Вимога неможлива: партія вже закінчилася патом — %1 (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>Вимога неможлива: партія вже закінчилася внічию, коли %1 виникла уп’яте (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>Вимога неможлива: партія вже закінчилася внічию — %1, після 75 ходів кожного гравця без взяття і ходу пішака (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>Вимога неможлива: партія вже закінчилася внічию — %1: мертва позиція, у якій жоден гравець не може поставити мат (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Неправильно: %1 виникла вперше.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Неправильно: %1 виникла лише вдруге.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Правильно: %1 виникла втретє.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Правильно: %1 виникала вже стільки разів: %2.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Неправильно: після записаного ходу %1 позиція виникла б уперше.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Неправильно: після записаного ходу %1 позиція виникла б лише вдруге.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Правильно: після записаного ходу %1 позиція виникла б утретє.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Правильно: після записаного ходу %1 позиція виникала б уже стільки разів: %2.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Правильно: останні 50 ходів кожного гравця зроблено без взяття і ходу пішака.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Неправильно: ходів після останнього взяття або ходу пішака: білі %1, чорні %2; потрібно по 50 у кожного.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Правильно: із записаним ходом %1 останні 50 ходів кожного гравця зроблено без взяття і ходу пішака.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Неправильно: із записаним ходом %1 ходів після останнього взяття або ходу пішака: білі %2, чорні %3; потрібно по 50 у кожного.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Неправильно: записаний хід %1 — це взяття: відлік п’ятдесяти ходів починається знову.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Неправильно: записаний хід %1 — це хід пішака: відлік п’ятдесяти ходів починається знову.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Неправильно: записаний хід &quot;%1&quot; неможливий у позиції на дошці.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Неправильно: записаний хід &quot;%1&quot; неоднозначний: він може означати %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Неправильно: записаний хід &quot;%1&quot; не вдається прочитати як хід.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Стаття 9.2.1: %1 записали хід і заявили про намір його зробити; позиція, до якої він веде, має виникнути щонайменше втретє.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Стаття 9.2.2: позиція на дошці має щойно виникнути щонайменше втретє, і черговий хід мають %1.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Позиції однакові, коли черга ходу за тим самим гравцем, однакові фігури стоять на тих самих полях і можливі ті самі ходи, зокрема рокіровка та взяття на проході (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Стаття 9.3.1: %1 записали хід і заявили про намір його зробити; з ним останні 50 ходів кожного гравця мають бути зроблені без ходу будь-якого пішака і без будь-якого взяття.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Стаття 9.3.2: останні 50 ходів кожного гравця мають бути завершені без ходу будь-якого пішака і без будь-якого взяття; черговий хід мають %1.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: права на рокіровку різні, а в одній із двох позицій було можливе взяття на проході (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: права на рокіровку різні (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: в одній із двох позицій було можливе взяття на проході (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Останнє взяття або хід пішака: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Жодного взяття чи ходу пішака від початкової позиції, у якій лічильник півходів становив %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Жодного взяття чи ходу пішака від початкової позиції.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Ходів відтоді без взяття і ходу пішака: білі %1, чорні %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Одну хвилину до часу на обдумування, що залишився, від арбітра отримують %1 (9.5.3; бліц: B.3 разом з A.3); дві хвилини, якщо на змаганні застосовується B.2 (по одному арбітру на кожну партію).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>Одну хвилину до часу на обдумування, що залишився, від арбітра отримують %1 (9.5.3; швидкі шахи: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>Дві хвилини до часу на обдумування, що залишився, від арбітра отримують %1 (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>Тепер %1 мають зробити записаний хід %2 (9.5.3): він ставить мат, і %1 виграють (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>Тепер %1 мають зробити записаний хід %2 (9.5.3): він ставить пат, і партія закінчується внічию (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>Тепер %1 мають зробити записаний хід %2 (9.5.3): після нього виникає мертва позиція, і партія закінчується внічию (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>Тепер %1 мають зробити записаний хід %2 (9.5.3): позиція тоді виникає уп’яте, і партія закінчується внічию (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>Тепер %1 мають зробити записаний хід %2 (9.5.3): ним завершується 75 ходів кожного гравця без взяття і ходу пішака, і партія закінчується внічию (9.6.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>Тепер %1 мають зробити записаний хід %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>Результат залишається в силі: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>Партія закінчилася внічию (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>Записаний хід поставив би мат, але хід, записаний для вимоги, не виконується: вимога вже закінчила партію внічию.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>Записаний хід не можна зробити так, як записано: %1 мають зробити хід відповідно до статей 3 і 4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>Партія продовжується.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>Вимога вважається пропозицією нічиєї, яку %1 можуть прийняти (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>Записаний хід &quot;%1&quot; не потрібен: вимогу вирішує позиція на дошці.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>Позиція виникала після:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Ті самі фігури стояли на тих самих полях і черга ходу була за тим самим гравцем, але позиції не однакові:</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Рішення щодо вимоги нічиєї</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Вимога:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Триразове повторення позиції (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;П’ятдесят ходів (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>&amp;Записаний хід:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Необов’язково: хід, записаний і заявлений, але не зроблений, — як у бланку</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>Те&amp;мп гри:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Ухвалити рішення</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Копіювати як текст</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>White</source>
        <translation>білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чорні</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>Відтворення зупиняється на %1: цей запис — %2, тож позиція вимоги невідома. Спершу виправте бланк до цього місця.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Рішення немає: позиція вимоги невідома.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>Нічию вимагають %1 у початковій позиції, маючи черговий хід.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>Нічию вимагають %1 після %2, маючи черговий хід.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>Та сама позиція виникла втретє або виникне після ходу, записаного в бланку.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Кожен гравець зробив останні 50 ходів без взяття і без ходу пішаком або зробить їх після ходу, записаного в бланку.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Показати цю позицію на дошці</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Рядок, що називає позицію партії, показує її на основній дошці — клацанням або клавішею Enter.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Підраховані ходи</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Дошки підрахованих позицій</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Кожна позиція, в якій стояла заявлена, маленькою дошкою над своїм ходом; стрілки прокручують.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>White has checkmated.</source>
        <translation>Білі поставили мат.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Чорні поставили мат.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Білі можуть поставити мат, наприклад: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Чорні можуть поставити мат, наприклад: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Білі не можуть поставити мат жодною послідовністю можливих ходів.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Чорні не можуть поставити мат жодною послідовністю можливих ходів.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Білі: не визначено (пошук досяг своєї межі).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Чорні: не визначено (пошук досяг своєї межі).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>Чи позиція мертва, не визначено.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>Позиція мертва: жодна сторона не може поставити мат (ФІДЕ 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>Позиція не мертва.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>Позиція для оцінки.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Формат виведення: text або json.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>неочікуваний аргумент &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>потрібен параметр --fen</translation>
    </message>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Мова нотації бланків (auto або код, наприклад de).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Формат виведення: text, json (один об’єкт на партію) або pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Кількість партій, що перевіряються паралельно.</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Також знайти найімовірнішу повну партію з можливих ходів і потрібні для неї зміни.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>Бланк суперника для тієї самої партії (партій): зіставити два бланки й повідомити, де вони розходяться.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>Файли бланків або PGN; - для стандартного введення.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format: &apos;%1&apos; — не text, json чи pgn</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct і --pair виводять text або json, не pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs потребує числа від 1 до 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>не вказано файл (- для стандартного введення)</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>у %1 не знайдено жодної партії</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>рядок %1, стовпець %2: %3</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>в іншому бланку немає партії %1 для зіставлення</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>Хід, який гравець, що вимагає нічию, записав і заявив, але не зробив, — у нотації та мові бланка.</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>Вимога нічиєї: threefold — триразове повторення (9.2) або fifty — 50 ходів (9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>Бланк до моменту вимоги, одна партія; - для стандартного введення.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>вкажіть вимогу нічиєї (threefold або fifty) і один файл</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>&apos;%1&apos; — не вимога: використовуйте threefold або fifty</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Позиція, з якої починається бланк (типово: звичайна початкова позиція).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen: %1 (символ %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang: невідома мова &apos;%1&apos; (використовуйте %2%3)</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>Скільки ходів вимагає контроль часу на момент падіння прапорця (наприклад, 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>Гравець, у якого впав прапорець.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>Бланк до падіння прапорця, одна партія; - для стандартного введення.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>вкажіть гравця, у якого впав прапорець (white або black), і один файл</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>&apos;%1&apos; — не гравець: використовуйте white або black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves: &apos;%1&apos; — не кількість ходів від 1 до 1000</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>стандартне введення</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>не вдається прочитати стандартне введення</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: такого файлу немає</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: не вдається прочитати (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: це двійковий файл, а не текст бланка чи PGN</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>Бланк до неможливого ходу, який є його останнім записом; одна партія; - для стандартного введення.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>вкажіть один файл: бланк до неможливого ходу</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>у бланку немає записів: його останнім записом має бути неможливий хід, щодо якого ухвалюється рішення</translation>
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
        <translation>Запуск: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
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
        scorecheck-cli COMMAND --help   (що робить кожен параметр)
        scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Перевіряє шахові бланки запису так, як це робить арбітр: кожен запис відтворюється й
оцінюється, партію з бланка можна записати як PGN або в іншій нотації, а щодо вимог нічиєї,
падіння прапорця та неможливих ходів ухвалюються рішення за бланком.
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
        <translation>Код завершення:
  0  кожен запис правильний або можливий в іншій формі, і кожну партію вдалося використати;
     команда rule ухвалила рішення, яким би воно не було
  1  якийсь запис гірший (не алгебраїчний, неоднозначний, неможливий, нечитабельний, не
     перевірений), або партію не вдалося перевірити чи зіставити з іншим бланком
  2  непридатні аргументи; файл, який не вдається прочитати, двійковий або без жодної партії;
     або виведення, яке не вдається записати
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
        <translation>Приклади:
  scorecheck-cli check sheet.txt
     Повідомляє про кожен неправильний запис бланка і про кінець партії.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Один об’єкт JSON на партію, дві партії перевіряються одночасно.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     Партія з бланка, записаного німецькими літерами фігур, у форматі PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Рішення щодо вимоги нічиєї через триразове повторення, заявленої записом ходу Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Рішення щодо падіння прапорця білих, коли контроль часу вимагає 40 ходів.
</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>не вдається записати в стандартне виведення: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>вона починається з іншої позиції (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  зіставлено з %1, партія %2: партію іншого бланка не вдається використати: %3
</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  зіставлено з %1, партія %2: розбіжності: %3; цей бланк доходить до півходу %4, інший — до півходу %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>цей бланк %1, інший %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    півхід %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; немає ходу
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (пошук вичерпав свій ліміт: кінець виправлено по одній проблемі за раз)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    партія: %1
</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Глибина в півходах.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Показати кількість для кожного ходу з кореневої позиції.</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth потребує числа від 0 до %1</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    імовірно, малося на увазі: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  найімовірніша партія (змін: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    рядок %1, стовпець %2: </translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(порожня клітинка)</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 прочитано як %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 поставлено перед %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 і наступний запис міняються місцями</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 пропущено</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>вкажіть вид рішення: claim, flag, illegal або can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>невідомий вид рішення &apos;%1&apos; (використовуйте claim, flag, illegal або can-mate)</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 містить більше ніж одну партію: рішення ухвалюється щодо однієї партії, тож подайте її окремо</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>щодо %1 не можна ухвалити рішення: %2</translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>бланк обривається в рядку %1, стовпці %2: &quot;%3&quot; — %4, тож позиція вимоги невідома</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: &apos;%1&apos; — не text і не json</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Темп гри: standard (класичні), rapid (швидкі) або blitz (бліц).</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Формат виведення: text або json (один об’єкт).</translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: &apos;%1&apos; — не standard, rapid чи blitz</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, партія %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  півходів: %1; нотація: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (визначено під час відтворення)</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  рядок %1, стовпець %2: %3%4 %5 — %6</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  рядок %1, стовпець %2: %3
</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  пропозиція нічиєї білих після ходу %1
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  пропозиція нічиєї чорних після ходу %1
</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 після півходу %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (позиція виникала на півходах %1)
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  завершено ходів: білі %1, чорні %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (перевірено кожен запис)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (перевірено до ходу %1; бланк продовжується до ходу %2, без перевірки)
</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  PGN партії обривається в рядку %1, стовпці %2; решта бланка зберігається в ньому як коментар
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  записаний результат: %1; на дошці: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>не визначено</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n запис після цього не вдалося перевірити
</numerusform>
            <numerusform>  %n записи після цього не вдалося перевірити
</numerusform>
            <numerusform>  %n записів після цього не вдалося перевірити
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  партія закінчилася сама собою після півходу %1 (%2): %n запис, зроблений після цього, не враховується
</numerusform>
            <numerusform>  партія закінчилася сама собою після півходу %1 (%2): %n записи, зроблені після цього, не враховуються
</numerusform>
            <numerusform>  партія закінчилася сама собою після півходу %1 (%2): %n записів, зроблених після цього, не враховуються
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 не вдається записати: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 обривається в рядку %2, стовпці %3: &quot;%4&quot; — %5; нічого після цього не записано</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf або descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Літери фігур у виведенні (код, наприклад de).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Мова нотації введення (auto або код).</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Файл бланка або PGN; - для стандартного введення.</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation: &apos;%1&apos; — не san, lan, figurine, uci, iccf чи descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>вкажіть один файл (або - для стандартного введення)</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Замість перевірки вивести SHA-256 тексту бланка кожної партії (UTF-8, кінці рядків як LF): значення, яке друкується в нижньому колонтитулі звіту.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>з --hash виводяться лише хеші: параметри --format, --reconstruct і --pair з ним не поєднуються</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>        scorecheck-cli check --hash FILE... | -
        scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                             [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>Звіт арбітра щодо бланка записується у форматі PDF — для друку або для справи.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: 0, щойно PDF записано; 2 також для партії, яку не вдається відтворити, і тоді
     PDF не записується)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     Звіт арбітра щодо бланка у форматі PDF із діаграмою позиції після півходу 24.
  scorecheck-cli check --hash sheet.txt
     SHA-256 тексту бланка, як його друкує нижній колонтитул звіту.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Мова нотації бланка (auto або код, наприклад de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Також знайти найімовірнішу повну партію з можливих ходів і вказати потрібні для неї зміни.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>Бланк іншого гравця тієї самої партії (партій): вказати, де ці бланки розходяться.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Також намалювати позицію після цього півходу (0 — початкова позиція); можна вказати кілька разів.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>Ім’я арбітра, що друкується в заголовку звіту.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Формат паперу: a4 або letter (типово — той, що відповідає локалі системи).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Записує звіт арбітра щодо бланка у форматі PDF: бланк у введеному вигляді з позначкою кожного запису, кожне зауваження з відповідною статтею Правил ФІДЕ, події для арбітра, діаграми важливих позицій і партію в чистовому записі. Файл PGN з кількома партіями дає один PDF, у якому кожна партія починається з нової сторінки.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Код завершення:
  0  звіт записано
  2  непридатні аргументи; файл, що не читається або не містить партії; партія, яку не вдається
     відтворити (звіт не записується, навіть частково); або PDF, який не вдається записати
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Приклади:
  scorecheck-cli report --output report.pdf sheet.txt
     Звіт арбітра щодо бланка.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     З порівнянням бланків обох гравців і діаграмою позиції після півходу 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>--diagram потребує півходу — числа від 0: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: &apos;%1&apos; — не a4 і не letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>потрібен параметр --output FILE.pdf</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>вкажіть один файл (- для стандартного введення)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, партія %2: не порівняно: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не вдається записати %1: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>не вдається запустити %1 (його встановлено поруч зі scorecheck-cli): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 припинив роботу: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  бланк однаково читається мовами %1: його мову нотації не визначити
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>ходу немає</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      за цим бланком вирішити не можна: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      за цими бланками не визначити: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      не визначено: перевірка зупинилася на своїй межі пошуку; знайдений хід — %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>&apos;%1&apos; — не команда: використовуйте check, write, perft, rule або report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>порожня клітинка (рядок %1, стовпець %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>&quot;%1&quot; (рядок %2, стовпець %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, партія %2: немає діаграми після півходу %3: відтворення сягає лише півходу %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: немає літер описової нотації для &apos;%1&apos; (використовуйте en, або de, da, sv чи no для німецьких літер)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: вкажіть записаний і заявлений хід</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  пропозиція нічиєї білими з ходом %1, запис, який відтворення не зіграло: не перевірено
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  пропозиція нічиєї чорними з ходом %1, запис, який відтворення не зіграло: не перевірено
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: схоже на текст UTF-16 без позначки порядку байтів; збережіть його як UTF-8 або як UTF-16 з позначкою</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>рядок %1: бланк довший за %2 МБ — більше, ніж може бути в будь-якій партії; його не перевірено</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, партія %2: звіт не записано: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>попередження: на бланку записано результат %1; рішення ухвалюється так, ніби партія тривала після останнього запису</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Ухвалює рішення за бланком, як арбітр, щодо:
  claim     вимоги нічиєї через триразове повторення (9.2) або за правилом 50 ходів (9.3)
  flag      падіння прапорця після останнього запису бланка (6.9)
  illegal   останнього запису бланка як неможливого ходу, який гравець завершив (7.5)
  can-mate  того, чи може кожна сторона ще поставити мат у позиції (6.9, 7.5.5, 5.2.2)
Параметри кожного рішення: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal або can-mate, далі параметри й аргументи рішення.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>Файл PDF, який буде записано (обов’язково); - для стандартного виведення.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>не вдалося створити PDF</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Попередня розбіжність</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Наступна розбіжність ▼</translation>
    </message>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Порівняння двох бланків</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>Цей бланк</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Інший бланк</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Бланки</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>Попереднє місце, де бланки розходяться (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>Наступне місце, де бланки розходяться (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>Партія, що відповідає обом бланкам (%1: за бланками цей хід не визначити):</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(немає ходу)</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>вибрано арбітром</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>не визначити</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ бланки розходяться</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(немає ходу): позиція, у якій стоїть запис</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>У партії, що відповідає обом бланкам, %n півхід.</numerusform>
            <numerusform>У партії, що відповідає обом бланкам, %n півходи.</numerusform>
            <numerusform>У партії, що відповідає обом бланкам, %n півходів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>Бланки розходяться в %n місці.</numerusform>
            <numerusform>Бланки розходяться в %n місцях.</numerusform>
            <numerusform>Бланки розходяться в %n місцях.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>Цей бланк доходить до півходу %1, інший (%2) — до півходу %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>У %n із них ніщо в бланках не визначає, який хід було зроблено (%1): виберіть там у списку під таблицею, який хід залишається в партії.</numerusform>
            <numerusform>У %n із них ніщо в бланках не визначає, який хід було зроблено (%1): виберіть там у списку під таблицею, який хід залишається в партії.</numerusform>
            <numerusform>У %n із них ніщо в бланках не визначає, який хід було зроблено (%1): виберіть там у списку під таблицею, який хід залишається в партії.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Ніщо в бланках не визначає цей хід: виберіть у списку під таблицею, який хід залишається в партії.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>Бланки не збігаються в записі цього ходу; партія бере хід, що найкраще відповідає обом бланкам, і жоден інший не підходить так само добре.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>Бланки визначають цей хід: жоден інший не підходить до обох так само добре.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 Не визнано визначеним: перевірка зупинилася на своїй межі пошуку, не спробувавши всіх інших ходи.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Ніщо в бланках не визначає цей хід; ці ходи підходять так само добре. Виберіть один, щоб побачити його на дошці; «Вибрати цей хід» робить його ходом партії.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 підходить до бланків так само добре; партія продовжується ходом %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 не визначити: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Порівняння</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Кожен хід партії, що узгоджується з обома бланками, з тим, що записано в кожному бланку, і місцями розбіжностей; дошка показує позицію вибраного рядка.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>Партія, що узгоджується з обома бланками</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>Уся партія, в якій сходяться обидва бланки, з вибором арбітра.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Закриває порівняння; звіт арбітра друкує його зі зробленим вибором.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>У %n з них перевірка зупинилася на своїй межі пошуку (%1): знайдений там хід не визнано визначеним.</numerusform>
            <numerusform>У %n з них перевірка зупинилася на своїй межі пошуку (%1): знайдені там ходи не визнано визначеними.</numerusform>
            <numerusform>У %n з них перевірка зупинилася на своїй межі пошуку (%1): знайдені там ходи не визнано визначеними.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>не визначено: межа пошуку</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>Перевірка зупинилася на своїй межі пошуку, не спробувавши всіх інших ходи: знайдений хід не визнано визначеним.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 не визначено: перевірка зупинилася на своїй межі пошуку; знайдений хід — %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 не виключено (перевірка зупинилася на своїй межі пошуку); партія триває ходом %2</translation>
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
        <translation>мертва позиція</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>мертва позиція, пішаки заблоковані</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>п’яте виникнення позиції</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 ходів без взяття і ходу пішака</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Жоден можливий хід у цій позиції не відповідає записаному.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>Це не хід у жодній нотації, відомій ScoreCheck.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Записаному відповідає більше ніж один можливий хід; додаток до Правил ФІДЕ вимагає вказати вертикаль або горизонталь вихідного поля.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>Як доказ ФІДЕ визнає лише бланк, записаний алгебраїчною нотацією; арбітрові слід попередити гравця.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Не перевірено: відтворення не змогло достовірно дійти до цього запису.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>Може означати: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>FEN порожній.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>FEN має замало полів (%1); потрібно щонайменше 4 (розстановка, черга ходу, рокіровка, взяття на проході).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>FEN має більше ніж 6 полів; &apos;%1&apos; зайве.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Розстановка фігур: &apos;%1&apos; — не літера фігури (PNBRQK для білих, pnbrqk для чорних) і не цифра 1-8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Розстановка фігур: горизонталь %1 має більше ніж 8 полів.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Розстановка фігур: горизонталь %1 має менше ніж 8 полів.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Розстановка фігур: має бути рівно 8 горизонталей, розділених &apos;/&apos;.</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Черга ходу: &apos;%1&apos; має бути &apos;w&apos; або &apos;b&apos;.</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Рокіровка: &apos;%1&apos; — не літера рокіровки (K, Q, k, q, літера вертикалі або &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Рокіровка: право &apos;%1&apos; вказано двічі.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>Взяття на проході: &apos;%1&apos; — не поле (наприклад, e3) і не &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Лічильник півходів: &apos;%1&apos; — не число.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Номер ходу: &apos;%1&apos; — не число.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Лічильник півходів: %1 поза межами (від 0 до 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Номер ходу: %1 поза межами (від 0 до 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>У позиції немає білого короля.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>У позиції немає чорного короля.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>У позиції більше ніж один білий король.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>У позиції більше ніж один чорний король.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>Пішак стоїть на %1; пішаки не можуть стояти на першій чи останній горизонталі.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>У позиції більше ніж 8 білих пішаків.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>У позиції більше ніж 8 чорних пішаків.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Такі білі фігури не можуть виникнути в партії: перетворених фігур більше, ніж бракує пішаків.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Такі чорні фігури не можуть виникнути в партії: перетворених фігур більше, ніж бракує пішаків.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>Білий король під шахом, хоча хід чорних: така позиція не може виникнути.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>Чорний король під шахом, хоча хід білих: така позиція не може виникнути.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Білий король під шахом від більш ніж двох фігур: така позиція не може виникнути.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Чорний король під шахом від більш ніж двох фігур: така позиція не може виникнути.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Черга ходу: &apos;s&apos; (schwarz) прочитано як чорні (&apos;b&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Рокіровка: право &apos;%1&apos; відкинуто: король або тура стоїть не на своєму полі.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Рокіровка: право &apos;%1&apos; прочитано як рокіровку Chess960 (король або тура не на звичному полі).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>Взяття на проході: &apos;%1&apos; відкинуто: жоден пішак не міг щойно пройти через це поле подвійним кроком.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Номер ходу: 0 прочитано як 1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>Хід оголошує шах, але позначку шаху (+) не записано. Позначка необов’язкова (ФІДЕ C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>Хід ставить мат, але позначку мату (#) не записано. Позначка необов’язкова (ФІДЕ C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>Хід є взяттям, але x не записано. Позначка взяття необов’язкова (ФІДЕ C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>Хід є взяттям на проході, але &apos;e.p.&apos; не записано. Позначка необов’язкова (ФІДЕ C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>Позначка шаху чи мату не відповідає позиції після ходу.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>Записано позначку взяття, але хід нічого не бере.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>Взяття позначено двокрапкою; у формі ФІДЕ використовується x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>У взятті пішаком названо лише вертикалі (як &apos;ed&apos;); у формі ФІДЕ вказують поле призначення (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>У взятті пішаком треба вказати вертикаль, яку пішак залишає (exd5, ФІДЕ C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>Вихідне поле вказано, хоча цей хід може зробити лише одна така фігура (ФІДЕ C.10 вимагає його лише за потреби).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>Вказано горизонталь там, де фігури розрізнила б вертикаль; ФІДЕ надає перевагу вертикалі (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Повна форма з дефісом; у повній формі ФІДЕ поля пишуться разом, без нього (Кg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Між фігурою та її полем стоїть дефіс; ФІДЕ пише їх разом.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>Хід фігури записано двома полями без літери фігури (координатна форма).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>Для пішака записано літеру; ФІДЕ записує ходи пішака без неї (Додаток C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Замість літери фігури стоїть фігурка-символ; у бланку ФІДЕ очікує літеру фігури.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>Записано &apos;e.p.&apos;, але хід не є взяттям на проході.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>Пішак доходить до останньої горизонталі, але нову фігуру не записано; прочитано як перетворення на ферзя (ФІДЕ C.11 вимагає її вказати).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Перетворення записано з &apos;=&apos; (PGN); ФІДЕ пише фігуру одразу після поля (d8Q, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Перетворення записано в дужках або після скісної риски; ФІДЕ пише фігуру одразу після поля (d8Q, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>Фігуру перетворення записано малою літерою (нотація шахових програм); ФІДЕ використовує велику літеру.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Рокіровку записано літерою O (PGN); ФІДЕ пише її нулями (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Рокіровку записано як хід короля (e1g1); ФІДЕ пише 0-0 або 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>Взяту фігуру названо перед полем (QxNd5); ФІДЕ пише лише поле (Qxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Line %1</source>
        <translation>Рядок %1</translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Імовірно, малося на увазі: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Рядок %1, стовпець %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>Ще %n запис не вдалося перевірити.</numerusform>
            <numerusform>Ще %n записи не вдалося перевірити.</numerusform>
            <numerusform>Ще %n записів не вдалося перевірити.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Рішення щодо падіння прапорця</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>У кого впав прапорець:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Білі</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чорні</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>Кількість &amp;ходів за контролем часу:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>Скільки ходів вимагає контроль часу на момент падіння прапорця (наприклад, 40); «Немає», коли контроль часу не вимагає певної кількості ходів.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Копіювати як текст</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>Прапорець білих упав у початковій позиції.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>Прапорець чорних упав у початковій позиції.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>Прапорець білих упав після %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>Прапорець чорних упав після %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>Бланк змінився до моменту падіння прапорця: це рішення більше не чинне. Ухваліть рішення знову через меню «Рішення».</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Визначаємо, чи можуть чорні ще поставити мат…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Визначаємо, чи можуть білі ще поставити мат…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Ухвалити рішення</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>Прапорець білих упав.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>Прапорець чорних упав.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Білі програють за часом: чорні ще можуть поставити мат (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Чорні програють за часом: білі ще можуть поставити мат (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Нічия: прапорець білих упав, але чорні не можуть поставити мат жодною послідовністю можливих ходів (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Нічия: прапорець чорних упав, але білі не можуть поставити мат жодною послідовністю можливих ходів (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Поразки немає: білі до падіння прапорця завершили кількість ходів, якої вимагає контроль часу (%1).</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Поразки немає: чорні до падіння прапорця завершили кількість ходів, якої вимагає контроль часу (%1).</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>Партія вже закінчилася після півходу %2 (%3): %1. Падіння прапорця нічого не змінює.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>За цим бланком не визначити: він перевірений лише до ходу %1, тож не показує, чи завершено потрібну кількість ходів (%2); арбітр вирішує за іншими доказами, наприклад за бланком суперника (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>За цим бланком не визначити: він перевірений лише до ходу %1 (а продовжується до ходу %2), тож позиція на момент падіння прапорця невідома.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Не визначено: чи можуть чорні ще поставити мат, не з’ясовано в межах аналізу; вирішує арбітр (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Не визначено: чи можуть білі ще поставити мат, не з’ясовано в межах аналізу; вирішує арбітр (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Білі завершили ходів: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Чорні завершили ходів: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>Контроль часу вимагає %n хід.</numerusform>
            <numerusform>Контроль часу вимагає %n ходи.</numerusform>
            <numerusform>Контроль часу вимагає %n ходів.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Перевірено кожен запис.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Перевірено лише до ходу %1: бланк продовжується до ходу %2, без перевірки.</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>Останній хід, %1, зроблено, але не завершено: годинник не натиснуто (6.2.1).</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Наприклад: %1</translation>
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
        <translation>Стаття 6.9: окрім випадків, коли партія вже закінчилася (5.1.1–5.2.3), гравець, який не завершив встановленої кількості ходів у відведений час, програє партію; проте партія закінчується внічию, якщо суперник не може поставити мат королю гравця жодною послідовністю можливих ходів.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Змагання</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Місце</translation>
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
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>РРРР.ММ.ДД</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Зберігається разом із бланком і записується в експортований PGN як тег %1.</translation>
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
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
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
        <translation>Змагання</translation>
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
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Пошук: гравець, змагання, тур, дата</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Читання %1: поки що %n партія…</numerusform>
            <numerusform>Читання %1: поки що %n партії…</numerusform>
            <numerusform>Читання %1: поки що %n партій…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 містить %n партію. Яку саме?</numerusform>
            <numerusform>%1 містить %n партії. Яку саме?</numerusform>
            <numerusform>%1 містить %n партій. Яку саме?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>поле Result: %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>у бланку: %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>на дошці: %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>Результати не збігаються: %1.</translation>
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
        <translation>SAN (%1)</translation>
    </message>
    <message>
        <source>FIDE&apos;s short form (Appendix C)</source>
        <translation>коротка форма ФІДЕ (Додаток C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>те саме англійськими літерами (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>фігурки замість літер, рекомендовані в друкованих виданнях (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>з полем відправлення: прийнятна (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>читається, але в повній формі Правил дефіса немає (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>координати шахових програм, не для бланка</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>гра за листуванням; не алгебраїчна, тому бланк у ній не є доказом для ФІДЕ (Додаток C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>не алгебраїчна, тому бланк у ній не є доказом для ФІДЕ (Додаток C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Як записується %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Чому так записується</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Ходу ще немає. Поставте курсор на хід у бланку або пройдіть партією, щоб побачити, як він записується і чому.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Перший завершений неможливий хід, який зробили %1, — %2: відновлюється позиція перед ним, а %3 отримують додатковий час (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>Програють %1: %2 — другий завершений неможливий хід, який зробили %1, а %3 ще можуть поставити мат (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Нічия: %2 — другий завершений неможливий хід, який зробили %1, але %3 не можуть поставити мат жодною послідовністю можливих ходів (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Не визначено: %2 — другий завершений неможливий хід, який зробили %1, але чи можуть %3 ще поставити мат, не з’ясовано в межах аналізу; вирішує арбітр (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>Неможливого ходу немає: %1 читається як можливий хід. Якщо на дошці зроблено інший хід, спершу виправте запис на нього.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>За цим бланком не визначити: %1 не вдається прочитати, тож він не показує зробленого ходу. Спершу виправте запис на хід, зроблений на дошці.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>Партія вже закінчилася другим завершеним неможливим ходом, який зробили %1, — %2 (7.5.5): %3 нічого не змінює.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>Партія вже закінчилася після півходу %2: %1. %3 нічого не змінює.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>За цим бланком не визначити: відтворення зупиняється на %1 (%2), перед %3, тож позиція, у якій зроблено %3, невідома. Спершу виправте бланк до цього місця; якщо %1 сам був завершеним і поверненим неможливим ходом, позначте його так.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Одну хвилину до часу на обдумування, що залишився, від арбітра отримують %1 (7.5.5; бліц: B.3 разом з A.3); дві хвилини, якщо на змаганні застосовується B.2 (по одному арбітру на кожну партію).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>Одну хвилину до часу на обдумування, що залишився, від арбітра отримують %1 (7.5.5; швидкі шахи: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>Дві хвилини до часу на обдумування, що залишився, від арбітра отримують %1 (7.5.5).</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>Арбітр відновлює позицію безпосередньо перед неможливим ходом, і %1 роблять у ній хід за правилами торкання: фігурою, якої торкнулися для неможливого ходу, слід зробити хід, якщо це можливо (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Позиція, яку слід відновити: %1</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Другий завершений неможливий хід, який зроблять %1, означатиме програш партії, якщо тільки %2 не можуть поставити мат жодною послідовністю можливих ходів (7.5.5).</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Результат: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Завершені неможливі ходи, які зробили %1: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 позначено як повернутий, але він не читається як неможливий хід: не враховано.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чорні</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Наприклад: %1</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Рішення щодо неможливого ходу</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Неможливий хід, завершений на дошці: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>Те&amp;мп гри:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;Позначити як повернутий</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Позначає запис у бланку як неможливий хід, завершений і повернутий: відтворення продовжується з позиції перед ним, і черга ходу за тим самим гравцем (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Копіювати як текст</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Ухвалити рішення</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Статті 7.5.1 і 7.5.5: якщо гравець після неможливого ходу натиснув на годинник, відновлюється позиція, що безпосередньо передувала йому; за перший завершений неможливий хід гравця супернику додають дві хвилини (у швидких шахах і бліці — одну), а другий призводить до програшу партії, окрім випадку, коли суперник не може поставити мат королю гравця жодною послідовністю можливих ходів: тоді партія закінчується внічию.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>Англійська</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Німецька</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Данська</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Шведська</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Норвезька</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>Естонська</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>Фінська</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Французька</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Нідерландська</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>Ісландська</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Італійська</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Іспанська</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Польська</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Португальська</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>Румунська</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Чеська</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>Угорська</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Іврит</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Російська</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>Українська</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>Болгарська</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>Сербська (кирилиця)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>Хорватська, сербська (латиниця), боснійська, словенська</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>Словацька</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Грецька</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Турецька</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>Литовська</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>В’єтнамська</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Індонезійська</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>Албанська</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>Каталонська</translation>
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
        <translation>зміну відомостей про партію</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Копіювати FEN</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Зауваження</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Для арбітра</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Ще нічого перевіряти: введіть бланк вище.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Проблем не знайдено.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>відновлення партії</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>Бланк суперника</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Бланки запису та PGN (*.txt *.pgn);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Порівняння</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Рішення щодо неможливого ходу</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>У бланку ще немає записів: спершу введіть партію до неможливого ходу.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>позначку повернутого ходу</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Один із рядків бланка читається як рядок тегу PGN, тож відомості про партію та початкову позицію не можна зберегти разом із ним: бланк збережено без них. Експорт PGN їх зберігає.</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Зберегти бланк запису</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Бланки запису (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>У бланку є незбережені зміни. Зберегти їх?</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, партія %2</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Приклад: зразкова партія ФІДЕ</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Бланк без назви</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>зміну початкової позиції</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Посібник користувача</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Що означають по&amp;значки</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>Що &amp;це?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>Про &amp;ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Бланк&lt;/b&gt;&lt;p&gt;Введіть тут бланк запису так, як його записано, у будь-якій нотації та мові. Кожен запис підкреслено відповідно до його оцінки (Довідка ▸ Що означають позначки); клацніть запис правою кнопкою, щоб побачити ходи, які, імовірно, малися на увазі.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Таблиця бланка&lt;/b&gt;&lt;p&gt;Записи за номерами ходів, білі й чорні, із символом і кольором кожної оцінки. Виберіть клітинку, щоб побачити позицію після неї на дошці та в панелі арбітра.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Дошка&lt;/b&gt;&lt;p&gt;Позиція після запису під курсором або після вибраної клітинки таблиці. Під дошкою — її FEN для копіювання.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Зауваження&lt;/b&gt;&lt;p&gt;Кожен неправильний запис: що в ньому не так і який хід, імовірно, мався на увазі. Клацніть зауваження, щоб перейти до запису в бланку.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Панель арбітра&lt;/b&gt;&lt;p&gt;Що арбітр перевіряє в цей момент: повторення позиції, відлік п’ятдесяти ходів, завершені ходи, записаний результат і результат на дошці. Меню «Рішення» звідси ухвалює рішення щодо вимог нічиєї, падіння прапорця та неможливих ходів.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Відомості про партію&lt;/b&gt;&lt;p&gt;Гравці, змагання, дата, тур і результат, що записуються в PGN, у який експортується бланк.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Бланк</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Нотація в бланку:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Автоматично</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>зміну мови нотації</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Показувати ходи:</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Як у бланку</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN (%1)</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Фігурки</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Повна алгебраїчна</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Перший</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Попередній</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Наступний ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Останній ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Перевернути дошку</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Створити</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Відкрити бланк запису</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Відкрити...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Відкрити &amp;недавні</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Зберегти &amp;як...</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>&amp;Експортувати PGN...</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>&amp;Додати до файлу PGN...</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Копіювати PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Виправлення</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;Відновити партію...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;Порівняти з бланком суперника...</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>Рі&amp;шення</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>Вимога нічиєї: &amp;триразове повторення...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>Вимога нічиєї: правило &amp;50 ходів...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Падіння прапорця: &amp;білі...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Падіння прапорця: &amp;чорні...</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>Завершений &amp;неможливий хід...</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>Др&amp;укувати звіт...</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Експортувати звіт у PD&amp;F...</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Додати діаграму тут</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>Початкова по&amp;зиція...</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>Як записується цей хід?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>хід на дошці</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>Бланк у тому вигляді, як його записано, запис за записом. Кожен запис перевіряється під час введення; Tab виходить із бланка.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Кожен неправильний запис: що в ньому не так і який хід, імовірно, мався на увазі. Enter переходить до запису в бланку.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Дошка</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>Позиція після запису під курсором або після вибраної клітинки таблиці.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>Позиція на дошці в записі FEN для копіювання.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Копіює FEN позиції на дошці в буфер обміну.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Таблиця бланка</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Ходи за номерами, білі й чорні, кожен зі своєю оцінкою. Клавіші зі стрілками переходять між клітинками; дошка показує позицію після вибраної.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Пропозиції нічиєї, повторення, лік п&apos;ятдесяти ходів, зроблені ходи й результат у цей момент партії.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Нотація в бланку</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>Мова буквених позначень фігур у бланку; «Автоматично» визначає її за ходами.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Показувати ходи</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>Нотація, якою таблиця, зауваження й панелі записують ходи.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Перший</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Показує позицію перед першим ходом.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Попередній</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Показує позицію на один хід раніше.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Наступний</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Показує позицію на один хід пізніше.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Останній</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Показує позицію після останнього ходу.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Перевертає дошку: чорні внизу або білі.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Масштаб: %1 %</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Ви&amp;гляд</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>З&amp;більшити</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Справжній розмір</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Повна алгебраїчна з дефісом</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>Цифрова нотація ICCF</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Англійська описова</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Бічні панелі</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Для арбітра і як записується хід, по одній; клавіші зі стрілками на вкладках перемикають між ними.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>Алгебраїчний, можливий і записаний у формі, яку допускають Правила ФІДЕ (Додаток C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>Алгебраїчний і можливий, але у формі, якої немає в Правилах, або з неправильною позначкою.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Можливий, але в системі, яку ФІДЕ не визнає доказом (наприклад, описовій).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Читається як два чи більше можливих ходи.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Читабельний, але жоден можливий хід йому не відповідає.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>Не відповідає жодній нотації.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Не оцінено: відтворення не змогло достовірно дійти до цього запису.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Що означають позначки</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>Бланк підкреслює кожен запис відповідно до його оцінки; таблиця показує її символ і колір.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>У бланку</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>У таблиці</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Оцінка</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значення</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Введене підходить до кількох ходів; це один із них (C.10).</translation>
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
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Хід %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Хід %1, %2: %3, %4, із пропозицією нічиєї</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Хід %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>ще набирається</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>рядок %1: не рядок тегу у формі [Name &quot;value&quot;]</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>рядок %1, стовпець %2: рядок тегу не має закривної ]</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>рядок %1, стовпець %2: двійковий вміст, а не текст; партію не перевірено</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>рядок %1: партія не в UTF-8; її прочитано як Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>рядок %1: партія довша за %2 МБ — більше, ніж може бути в будь-якій партії; її не перевірено</translation>
    </message>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>тег FEN непридатний: %1</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Як записано:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>Відтворення зупиняється тут, на %1 %2: %3. Решта бланка, як записано:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>Результат, записаний у бланку:</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Неможливий хід, завершений і повернутий (ФІДЕ 7.5.1):</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>пропозиція нічиєї</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Варіант, як записано:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>Відтворення зупиняється в рядку %1, %2 %3 (%4): PGN містить ходи до цього місця, а решта бланка — %n запис — потрапляє в нього як коментар.</numerusform>
            <numerusform>Відтворення зупиняється в рядку %1, %2 %3 (%4): PGN містить ходи до цього місця, а решта бланка — %n записи — потрапляє в нього як коментар.</numerusform>
            <numerusform>Відтворення зупиняється в рядку %1, %2 %3 (%4): PGN містить ходи до цього місця, а решта бланка — %n записів — потрапляє в нього як коментар.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>PGN містить результат %1: з поля Result, якщо його заповнено, інакше з дошки, інакше з бланка.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>Усе одно експортувати партію?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>Експорт PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>Копіювання PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Додавання до файлу PGN</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 уже містить цю партію (ті самі відомості й ходи) як партію %2. Додати її ще раз у кінець?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>Додати партію в кінець %1? Партії, що вже є у файлі, залишаться без змін.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>Створити файл PGN %1 з цією партією?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Очистити поле</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Очистити поле (Delete на дошці; клацання правою кнопкою теж очищає поле)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (на дошці — клавіша %2)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>Тут записано номер ходу %1, але партія на ході %2: номер пропущено.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>Тут записано номер ходу %1, але партія на ході %2: номер повторено.</translation>
    </message>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>Хід стоїть у стовпці іншого гравця.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>З ходів, які може означати цей запис, лише після одного наступний запис стає можливим; відтворення продовжується з ним.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Записано після того, як партія вже закінчилася сама собою (мат, пат, мертва позиція, п’ятиразове повторення позиції або 75 ходів: статті 5 і 9.6 Правил ФІДЕ); не враховується.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Позначено як повернутий неможливий хід, але в записаному вигляді це можливий хід: перевірте позначку. Поки вона стоїть, хід не виконується і не вважається неможливим ходом (стаття 7.5 Правил ФІДЕ).</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Позначено як неможливий хід, завершений на дошці й повернутий: позицію перед ним відновлено, і той самий гравець зробив хід знову (стаття 7.5.1 Правил ФІДЕ). Це не хід партії.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Початкова позиція</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Черга ходу:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Білі</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чорні</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Право рокіровки:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Білі 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Білі 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Чорні 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Чорні 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>Поле взяття на &amp;проході:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>Поле, через яке пішак щойно пройшов подвійним кроком і на якому його можна взяти на проході (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Номер ходу:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>Номер ходу, який має зробити сторона, чия черга ходу.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Лічильник пів&amp;ходів:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Ходи обох гравців після останнього взяття або ходу пішаком, як їх лічать для правила 50 ходів (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Очистити дошку</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>Початкова &amp;розстановка</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>Позиція перед першим ходом партії.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Вст&amp;авити FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Читає FEN із буфера обміну.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Цей FEN не можна використати (символ %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Цю позицію не можна використати: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>Цю позицію можна використати.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>У розставленій позиції хід білих.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>У розставленій позиції хід чорних.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>Право на таку рокіровку, що зберігається, поки ні король, ні ця тура не ходили (3.8.2.1); рушій правил знімає його, якщо вони не на своїх місцях.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Перевернути дошку</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Перевертає дошку: чорні внизу або білі (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Знімає всі фігури з дошки; черга ходу і номер ходу залишаються.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>Позиція у FEN: те, що набрано або вставлено тут, розставляється на дошці.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Починає бланк із розставленої позиції.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Залишає початкову позицію без змін.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Використання: %1</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[параметри]</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметри:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Аргументи:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Показати довідку щодо параметрів командного рядка.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Показати довідку, включно з параметрами Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Показати відомості про версію.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Так</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ні</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Відкинути</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копіювати &amp;адресу посилання</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Класичні шахи</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Швидкі шахи (Додаток A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Бліц (Додаток B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Класичні, швидкі чи бліц: Правила вирішують деякі питання по-різному за кожного контролю часу.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Відновлення партії</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>Бланк відтворюється так, як записано: змінювати нічого.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>Пошук зупинився на своїй межі на цьому бланку: кінець виправлено по одній проблемі за раз.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Зміна</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Чому</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Записати прийняті зміни в бланк</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>Партія після відновлення (змінені ходи підкреслено):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>Для найімовірнішої повної партії з можливих ходів у бланку потрібна %n зміна. Зніміть позначку зі зміни, щоб залишити той запис як є.</numerusform>
            <numerusform>Для найімовірнішої повної партії з можливих ходів у бланку потрібні %n зміни. Зніміть позначку зі зміни, щоб залишити той запис як є.</numerusform>
            <numerusform>Для найімовірнішої повної партії з можливих ходів у бланку потрібно %n змін. Зніміть позначку зі зміни, щоб залишити той запис як є.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>Бланк визначає цю зміну: жоден інший спосіб виправити запис не підходить так само добре.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>Не визнано визначеним: перевірка зупинилася на своїй межі пошуку, не спробувавши всіх інших способи.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Ніщо в бланку не визначає цю зміну; ці ходи підходять так само добре. Виберіть один, щоб побачити його на дошці; «Вибрати цей хід» ставить його й відновлює решту партії після нього.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(немає ходу): запис пропускається</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 підходить до бланка так само добре (ще не хід партії)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Зміни</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Зміни, потрібні найімовірнішій партії, по одній у рядку; позначена зміна записується в бланк.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>Відновлена партія</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>Уся партія з позначеними змінами; змінені ходи підкреслено.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Записує позначені зміни в бланк одним кроком, який скасовує команда «Скасувати».</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Залишає бланк без змін.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 не виключено: перевірка зупинилася на своїй межі пошуку, не з’ясувавши, чи це підходить до бланка (ще не хід партії)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Бланк без назви</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Відновлення незбереженої роботи</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck зупинився, перш ніж цей бланк було збережено:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, востаннє збережено %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Відновити його?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Відновити</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Відкинути</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Запитати наступного разу</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 і %2 схожі в рукописі</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>взяття пішаком записано без його вертикалі</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>неоднозначно: підходить кілька ходів; партія продовжується після цього ходу</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>записано в стовпці іншого гравця</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>здається, перед цим бракує ходу</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>тут хід не записано; з цим ходом наступні записи стають можливими</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>записано %1 там, де в ході має бути %2</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 пропущено</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>можливий хід, найближчий до записаного</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>записаний хід можливий, але наступні записи з нього не випливають</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>не відповідає жодному ходу; пропущено</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; бланку відповідають й інші ходи, цей імовірніший на дошці</translation>
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
        <translation>Звіт арбітра</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Змагання</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Місце</translation>
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
        <translation>Дошка</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>поле: %1; записано в бланку: %2; на дошці: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>не визначено</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Нотація</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Арбітр</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Складено</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 за допомогою ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>Бланк у введеному вигляді</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Рядок</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>У введеному вигляді, з позначкою кожного запису</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Позначки: запис без позначки правильний; до підкреслених записів є зауваження.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Рядок %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n запис після зупинки відтворення не перевірено, від %1 до %2.</numerusform>
            <numerusform>%n записи після зупинки відтворення не перевірено, від %1 до %2.</numerusform>
            <numerusform>%n записів після зупинки відтворення не перевірено, від %1 до %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Рядок %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Зауваження</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Кожен запис правильний.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Події для арбітра</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Немає про що повідомити: у бланку немає ходів.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>порожня клітинка</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Відновлення: найімовірніша партія</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>Змін не потрібно: усі ходи партії в бланку можливі так, як їх записано.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 прочитано як %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 поставлено перед %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 і наступний запис міняються місцями</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 пропущено</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>Пошук вичерпав свій ліміт: кінець виправлено по одній проблемі за раз.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>Партія з цими змінами:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Порівняння з %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Розбіжності: %1. Цей бланк доходить до півходу %2, інший — до півходу %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>цей бланк %1, інший %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: ходу немає</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Півхід %1: %2; хід, що відповідає обом бланкам: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>Партія, що відповідає обом бланкам:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>перед %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>повторена позиція, що виникала %n раз</numerusform>
            <numerusform>повторена позиція, що виникала %n рази</numerusform>
            <numerusform>повторена позиція, що виникала %n разів</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>кінцева позиція</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>на вибір арбітра</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>Початкова позиція</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Після %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Хід білих</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Хід чорних</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Діаграма %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Діаграми</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Партія в чистовому записі</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Жодного ходу не зроблено.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(тут відтворення зупинилося: записи після цього місця не перевірено)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 тексту бланка: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Сторінка %1 з %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Вимога нічиєї через триразове повторення позиції (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>Вимога нічиєї за правилом 50 ходів (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Падіння прапорця (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Неможливий хід (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>За цим бланком у ScoreCheck не ухвалено жодного рішення.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>у початковій позиції</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>після %1 (півхід %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, ухвалено %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Ухвалено за попередньою версією бланка.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>За цим бланком вирішити не можна: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>немає ходу</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>НЕ ВИЗНАЧЕНО на півході %1: %2; за цими бланками не визначити: %3; партія продовжується ходом %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Не визначено: перевірка зупинилася на своїй межі пошуку; знайдений хід — %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>НЕ ВИЗНАЧЕНО на півході %1: %2; перевірка зупинилася на своїй межі пошуку; знайдений хід — %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Звіт арбітра</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Експортувати звіт у PDF</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>звіт.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Документи PDF (*.pdf);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдається записати %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>Не вдається записати %1: не вдалося створити PDF.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Звіт арбітра</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>Бланк у введеному вигляді, кожен запис зі своєю позначкою</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Зауваження</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Події для арбітра</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Ухвалені рішення</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Відновлення і порівняння, якщо їх виконано</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Діаграми</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Партія в чистовому записі</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>якщо залишити порожнім — лінія для підпису</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Арбітр:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>Рішення словами: спершу вердикт, потім статті Правил, на яких воно ґрунтується, і що з нього випливає.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Зберігає це рішення разом із бланком: звіт арбітра його друкує.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Копіює рішення простим текстом, щоб вставити його у звіт або повідомлення.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Закриває це вікно; збережені рішення залишаються з бланком.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Дошка, на якій розставляється позиція</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Ходи, що підходять до введеного</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Імовірно, малося на увазі (клацніть правою кнопкою, щоб вписати):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Імовірно, малося на увазі</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>вписування підказки</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставлення</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>Бланк мав би довжину %1 МБ — більше, ніж може бути в будь-якій партії (%2 МБ); нічого не вставлено.</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>автодоповнення</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 не вдається прочитати: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 — двійковий файл, а не текст бланка чи PGN.</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 довший за %2 МБ — більше, ніж може бути в будь-якій партії: його не відкрито.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 не містить партії %2.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 не вдалося зберегти: %2</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 — не файл PGN: партію до нього не додано.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>введення</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>Текст після результату не перевірено.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Коментар, відкритий тут, так і не закрито: усе після нього прочитано як коментар.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Варіант, відкритий тут, так і не закрито: усе після нього прочитано як варіант.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Записів більше, ніж може бути в будь-якій партії: текст звідси не прочитано.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, потім %2</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(порожня клітинка)</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 стає %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 поставлено перед %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 і наступний запис міняються місцями</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 пропущено</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>За цим бланком вирішити не можна: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Не визначено: перевірка зупинилася на своїй межі пошуку; знайдений хід — %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Нотація: %1 (визначено автоматично)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Нотація: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n запис</numerusform>
            <numerusform>%n записи</numerusform>
            <numerusform>%n записів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n із зауваженнями</numerusform>
            <numerusform>%n із зауваженнями</numerusform>
            <numerusform>%n із зауваженнями</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>без зауважень</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n не перевірено</numerusform>
            <numerusform>%n не перевірено</numerusform>
            <numerusform>%n не перевірено</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Нотація: %1 (бланк однаково читається мовами %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавіша</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Де</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>немає ходу</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (цей бланк)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (інший бланк)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (не виключено: перевірка зупинилася на своїй межі пошуку)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 потім %2 (два записи переставлено)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 пропущено перед %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 замість %2 на ході %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 на ході %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; або %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; не виключені (перевірка зупинилася на своїй межі пошуку): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>Посібник користувача ScoreCheck</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 не входить до посібника; його встановлено разом із документацією ScoreCheck.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>правильний</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>можливий, в іншій формі</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>не алгебраїчний</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>неоднозначний</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>неможливий</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>нечитабельний</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>не перевірений</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Фігура записується своєю літерою мовою бланка (%2), %1, потім полем прибуття, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>Пішак не має літери: його хід записується полем прибуття, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Ще одна фігура того ж роду, на %1, теж могла б піти на %2, тому записується вертикаль, з якої йде ця фігура, %3 (C.10).</numerusform>
            <numerusform>Інші фігури того ж роду, на %1, теж могли б піти на %2, тому записується вертикаль, з якої йде ця фігура, %3 (C.10).</numerusform>
            <numerusform>Інші фігури того ж роду, на %1, теж могли б піти на %2, тому записується вертикаль, з якої йде ця фігура, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Ще одна фігура того ж роду на тій самій вертикалі, на %1, теж могла б піти на %2, тому записується горизонталь, з якої йде ця фігура, %3 (C.10).</numerusform>
            <numerusform>Інші фігури того ж роду на тій самій вертикалі, на %1, теж могли б піти на %2, тому записується горизонталь, з якої йде ця фігура, %3 (C.10).</numerusform>
            <numerusform>Інші фігури того ж роду на тій самій вертикалі, на %1, теж могли б піти на %2, тому записується горизонталь, з якої йде ця фігура, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Ще одна фігура того ж роду, на %1, теж могла б піти на %2; ні вертикаль, ні горизонталь окремо їх не розрізняють, тому записується все поле відправлення цієї фігури, %3 (C.10, C.8).</numerusform>
            <numerusform>Інші фігури того ж роду, на %1, теж могли б піти на %2; ні вертикаль, ні горизонталь окремо їх не розрізняють, тому записується все поле відправлення цієї фігури, %3 (C.10, C.8).</numerusform>
            <numerusform>Інші фігури того ж роду, на %1, теж могли б піти на %2; ні вертикаль, ні горизонталь окремо їх не розрізняють, тому записується все поле відправлення цієї фігури, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Взяття на %1: перед цим полем можна записати x; це необов’язково (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Пішак, що бере, записується з вертикаллю, яку він залишає, %1, перед полем прибуття; x між ними необов’язковий (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>Взяття на проході: записується поле, на яке стає пішак, %1, а не поле взятого пішака, %2; можна додати e.p., це необов’язково (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Перетворення: літера нової фігури, %1, іде одразу після поля, без = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>Коротка рокіровка записується 0-0, нулями (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>Довга рокіровка записується 0-0-0, нулями (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Розкритий шах: хід відкриває фігуру на %1, яка оголошує шах.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Подвійний шах: фігури на %1 оголошують шах одночасно.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Шах: після ходу можна записати +; це необов’язково (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Мат: після ходу можна записати # (або ++); це необов’язково (C.13).</translation>
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
        <translation>Перевіряє шахові бланки запису так, як це робить арбітр: введений або відкритий бланк відтворюється, кожен запис оцінюється й позначається, а вікно ухвалює рішення щодо вимог нічиєї, падіння прапорця та неможливих ходів.

Код завершення:
  0  вікно закрито або запитане зображення збережено
  1  невідомий параметр або запитане зображення не вдалося зберегти

Приклади:
  scorecheck
     Відкриває вікно з вбудованим прикладом бланка.
  scorecheck game.pgn
     Відкриває файл PGN; якщо у файлі кілька партій — ту, яку вибрано зі списку.
  scorecheck --screenshot window.png sheet.txt
     Зберігає зображення вікна з бланком і завершує роботу.</translation>
    </message>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Бланк запису, який слід відкрити.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Зберегти зображення вікна у FILE і завершити роботу (для посібника користувача).</translation>
    </message>
</context>
</TS>
