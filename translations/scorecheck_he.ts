<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he_IL">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>אודות ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>בודק טופסי משחק שחמט כפי ששופט בודק אותם.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck היא תוכנה חופשית: מותר להפיץ אותה ו/או לשנות אותה בתנאי הרישיון הציבורי הכללי של GNU‏ (GNU General Public License), גרסה 3 או (לבחירתך) כל גרסה מאוחרת יותר. היא מסופקת ללא כל אחריות.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>נבנתה עם Qt‏ %1; רצה על Qt‏ %2‏ (GNU Lesser General Public License, גרסה 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>החוקים הם חוקי השחמט של FIDE‏ (2023). טופס הדוגמה הוא משחק הדוגמה של נספח C שלהם. תמונות הכלים והסמל צוירו עבור ScoreCheck. הבדיקות משתמשות במשחקים ובעמדות שנאספו מ־python-chess,‏ pychess,‏ pgn-extract,‏ chess.js,‏ cairo-board,‏ dhtmlchess,‏ Ethereal,‏ CHA‏ (D3-Chess) ומאוסף טופסי המשחק בכתב יד HCS; הקובץ third-party.md, המותקן עם התיעוד, מציין כל מקור ואת הרישיון שלו.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>מסעים שמתאימים באותה מידה</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>הכנסת המסע הנבחר ותיקון המשך המשחק שאחריו</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;בחירת מסע זה</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>תחילה המסע שהמשחק ממשיך איתו, אחריו האחרים שמתאימים באותה מידה, הטוב ביותר ראשון; הלוח מראה את המסע הנבחר, ו־Enter מכניס אותו.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>לא הוכח שהמהלכים המסומנים „לא נשלל” מתאימים: הבדיקה נעצרה לפני שיכלה לשלול אותם.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>עמדת הפתיחה</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>חזרה משולשת אחרי %1: אותה עמדה הופיעה אחרי %2. ניתן לתבוע תיקו (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>חזרה מחומשת אחרי %1: המשחק הסתיים בתיקו (9.6.1). העמדה הופיעה אחרי %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>חמישים מסעים ללא הכאה וללא מסע רגלי אחרי %1: ניתן לתבוע תיקו (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>שבעים וחמישה מסעים ללא הכאה וללא מסע רגלי אחרי %1: המשחק הסתיים בתיקו (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>מט אחרי %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>פט אחרי %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>עמדה מתה אחרי %1: אף צד אינו יכול לתת מט (5.2.2).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>מסעים שבוצעו: לבן %1, שחור %2.</translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>התוצאה שנרשמה: %1. על הלוח: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>לא הוכרעה</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>כל הרישומים נבדקו.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>נבדק עד מסע %1 בלבד: טופס הרישום ממשיך עד מסע %2 בלי בדיקה.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>אין מה לדווח: בטופס הרישום אין עדיין מסעים.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>הצעת תיקו של הלבן עם %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>הצעת תיקו של השחור עם %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>המשחק הסתיים מאליו אחרי %1; הרישום שנכתב אחריו אינו נחשב.</numerusform>
            <numerusform>המשחק הסתיים מאליו אחרי %1; %n הרישומים שנכתבו אחריו אינם נחשבים.</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>%1 רשאי לתבוע תיקו עכשיו: העמדה אחרי %2 הופיעה %n פעמים (9.2.2).</numerusform>
            <numerusform>%1 רשאי לתבוע תיקו עכשיו: העמדה אחרי %2 הופיעה %n פעמים (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>%1 רשאי לתבוע תיקו עכשיו: 50 מסעים של כל שחקן ללא הכאה וללא מסע רגלי (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>%1 רשאי לתבוע תיקו ברישום אחד מהמסעים האלה והכרזה עליו: העמדה שאליה הוא מוביל תופיע בפעם השלישית (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>%1 רשאי לתבוע תיקו ברישום מסע שאינו הכאה ואינו מסע רגלי והכרזה עליו: הוא משלים 50 מסעים של כל שחקן (9.3.1).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>עמדה מתה אחרי %1: הרגלים אינם יכולים עוד לזוז וכולאים את הכלים, ולכן אף צד אינו יכול לתת מט (5.2.2).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>הצעת תיקו של הלבן עם %1, מסע שהוחזר כבלתי חוקי (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>הצעת תיקו של השחור עם %1, מסע שהוחזר כבלתי חוקי (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>הצעת תיקו של הלבן עם %1, רישום שההרצה לא ביצעה: לא נבדקה.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>הצעת תיקו של השחור עם %1, רישום שההרצה לא ביצעה: לא נבדקה.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>לא ניתן לגבות את השינויים בטופס הרישום הזה ב־%1: %2. ניסיון חוזר בכל שנייה; שמרו את הטופס כדי לא לאבד אותו.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>רגלי לבן ב-%1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>פרש לבן ב-%1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>רץ לבן ב-%1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>צריח לבן ב-%1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>מלכה לבנה ב-%1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>מלך לבן ב-%1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>רגלי שחור ב-%1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>פרש שחור ב-%1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>רץ שחור ב-%1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>צריח שחור ב-%1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>מלכה שחורה ב-%1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>מלך שחור ב-%1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>משבצת ריקה %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>רגלי לבן</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>פרש לבן</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>רץ לבן</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>צריח לבן</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>מלכה לבנה</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>מלך לבן</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>רגלי שחור</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>פרש שחור</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>רץ שחור</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>צריח שחור</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>מלכה שחורה</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>מלך שחור</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, הכלי הורם</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1, מסע חוקי</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>שוחק %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>הכתרה לפרש</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>הכתרה לרץ</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>הכתרה לצריח</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>הכתרה למלכה</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>הלוח: מקשי החיצים עוברים בין המשבצות, Enter או רווח מרימים כלי ומניחים אותו במשבצת היעד שלו, Escape מחזיר אותו למקומו. מסע ששוחק נכתב בטופס המשחק.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>עמדת הפתיחה</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>העמדה אחרי %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>עמדת הפתיחה (חצי מסע 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, המסע שנרשם (חצי מסע %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (חצי מסע %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>לא ניתן לתבוע: המשחק כבר הסתיים; %1 היא מט (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>לא ניתן לתבוע: המשחק כבר הסתיים; %1 היא פט (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>לא ניתן לתבוע: המשחק הסתיים בתיקו כאשר %1 הופיעה בפעם החמישית (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>לא ניתן לתבוע: המשחק הסתיים בתיקו; %1 הופיעה אחרי 75 מסעים של כל שחקן ללא הכאה וללא מסע רגלי (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>לא ניתן לתבוע: המשחק הסתיים בתיקו; %1 היא עמדה מתה שבה אף שחקן אינו יכול לתת מט (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>אינה מוצדקת: %1 מופיעה בפעם הראשונה.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>אינה מוצדקת: %1 מופיעה רק בפעם השנייה.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>מוצדקת: %1 מופיעה בפעם השלישית.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>מוצדקת: %1 הופיעה עד כה %2 פעמים.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>אינה מוצדקת: אחרי המסע שנרשם %1 העמדה הייתה מופיעה בפעם הראשונה.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>אינה מוצדקת: אחרי המסע שנרשם %1 העמדה הייתה מופיעה רק בפעם השנייה.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>מוצדקת: אחרי המסע שנרשם %1 העמדה הייתה מופיעה בפעם השלישית.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>מוצדקת: אחרי המסע שנרשם %1 העמדה הייתה מופיעה %2 פעמים.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>מוצדקת: 50 המסעים האחרונים של כל שחקן בוצעו ללא הכאה וללא מסע רגלי.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>אינה מוצדקת: מסעים מאז ההכאה או מסע הרגלי האחרונים: לבן %1, שחור %2; נדרשים 50 לכל שחקן.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>מוצדקת: עם המסע שנרשם %1, 50 המסעים האחרונים של כל שחקן בוצעו ללא הכאה וללא מסע רגלי.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>אינה מוצדקת: עם המסע שנרשם %1, מסעים מאז ההכאה או מסע הרגלי האחרונים: לבן %2, שחור %3; נדרשים 50 לכל שחקן.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>אינה מוצדקת: המסע שנרשם %1 הוא הכאה: ספירת חמישים המסעים מתחילה מחדש.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>אינה מוצדקת: המסע שנרשם %1 הוא מסע רגלי: ספירת חמישים המסעים מתחילה מחדש.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>אינה מוצדקת: המסע שנרשם &quot;%1&quot; אינו חוקי בעמדה שעל הלוח.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>אינה מוצדקת: המסע שנרשם &quot;%1&quot; דו־משמעי: הוא יכול להיות %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>אינה מוצדקת: לא ניתן לקרוא את המסע שנרשם &quot;%1&quot; כמסע.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>סעיף 9.2.1: %1 רשם מסע והודיע עליו לשופט; העמדה שאליה הוא מוביל צריכה לעמוד להופיע לפחות בפעם השלישית.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>סעיף 9.2.2: העמדה שעל הלוח צריכה להופיע זה עתה לפחות בפעם השלישית, כשהתור ל%1.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>עמדות נחשבות זהות כאשר התור לאותו שחקן, אותם כלים עומדים על אותן משבצות ואותם מסעים אפשריים, כולל הצרחה והכאה דרך הילוכו (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>סעיף 9.3.1: %1 רשם מסע והודיע עליו לשופט; יחד איתו, 50 המסעים האחרונים של כל שחקן צריכים להתבצע ללא הזזת רגלי כלשהו וללא הכאה כלשהי.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>סעיף 9.3.2: 50 המסעים האחרונים של כל שחקן צריכים להסתיים ללא הזזת רגלי כלשהו וללא הכאה כלשהי; התור ל%1.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: זכויות ההצרחה שונות, והכאה דרך הילוכו הייתה אפשרית באחת משתי העמדות (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: זכויות ההצרחה שונות (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: הכאה דרך הילוכו הייתה אפשרית באחת משתי העמדות (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>ההכאה או מסע הרגלי האחרונים: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>לא הייתה הכאה ולא מסע רגלי מאז עמדת הפתיחה, שמונה חצאי המסעים שלה עמד על %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>לא הייתה הכאה ולא מסע רגלי מאז עמדת הפתיחה.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>מסעים מאז, ללא הכאה וללא מסע רגלי: לבן %1, שחור %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>השופט מוסיף דקה אחת לזמן החשיבה הנותר של %1 (9.5.3; בזק: B.3 עם A.3); שתי דקות כשהתחרות מחילה את B.2 (שופט אחד לכל משחק).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>השופט מוסיף דקה אחת לזמן החשיבה הנותר של %1 (9.5.3; שחמט מהיר: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>השופט מוסיף שתי דקות לזמן החשיבה הנותר של %1 (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>%1 חייב כעת לבצע את המסע שנרשם %2 (9.5.3): הוא נותן מט, ו%1 מנצח (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>%1 חייב כעת לבצע את המסע שנרשם %2 (9.5.3): הוא יוצר פט, והמשחק מסתיים בתיקו (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>%1 חייב כעת לבצע את המסע שנרשם %2 (9.5.3): הוא יוצר עמדה מתה, והמשחק מסתיים בתיקו (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>%1 חייב כעת לבצע את המסע שנרשם %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>התוצאה עומדת בעינה: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>המשחק מסתיים בתיקו (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>המסע שנרשם היה נותן מט, אך מסע שנרשם לצורך תביעה אינו מבוצע: התביעה כבר סיימה את המשחק בתיקו.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>לא ניתן לבצע את המסע כפי שנרשם: %1 חייב לבצע מסע בהתאם לסעיפים 3 ו־4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>המשחק נמשך.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>התביעה נחשבת הצעת תיקו, ש%1 רשאי לקבל (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>אין צורך במסע שנרשם &quot;%1&quot;: העמדה שעל הלוח מכריעה את התביעה.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>העמדה הופיעה אחרי:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>אותם כלים עמדו על אותן משבצות, כשהתור לאותו שחקן, בעמדות שאינן זהות:</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>%1 חייב כעת לבצע את המסע שנרשם %2 (9.5.3): העמדה מופיעה אז בפעם החמישית, והמשחק מסתיים בתיקו (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>%1 חייב כעת לבצע את המסע שנרשם %2 (9.5.3): הוא משלים 75 מסעים של כל שחקן ללא הכאה וללא מסע רגלי, והמשחק מסתיים בתיקו (9.6.2).</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>פסיקה בתביעה</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>תביעה:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>חזרה &amp;משולשת (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;חמישים מסעים (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>המסע ש&amp;נרשם:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>רשות: המסע שנרשם והוכרז ולא בוצע, כפי שבטופס</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;קצב משחק:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;פסוק</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>העתק &amp;כטקסט</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>ההרצה נעצרת ב-%1 (%2): העמדה של התביעה אינה ידועה. תקנו קודם את הטופס עד לשם.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>אין פסיקה: העמדה של התביעה אינה ידועה.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>%1 תובע בעמדת הפתיחה, כשהתור לו.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>%1 תובע אחרי %2, כשהתור לו.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>אותה עמדה מופיעה בפעם השלישית, או תופיע לאחר המסע שנרשם בטופס.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>כל שחקן ביצע את 50 המסעים האחרונים ללא הכאה וללא מסע רגלי, או יבצע אותם לאחר המסע שנרשם בטופס.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>הצג עמדה זו על הלוח</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>שורה המציינת עמדה מהמשחק מציגה אותה בלוח הראשי, בלחיצה או במקש Enter.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>המסעים שנספרו</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>לוחות העמדות שנספרו</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>כל עמדה שבה הופיעה העמדה הנתבעת, כלוח קטן מעל המסע שלה; מקשי החצים גוללים.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>שפת הרישום של הטפסים (auto או קוד כגון he).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>פלט: text, json (אובייקט אחד לכל משחק) או pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>משחקים שנבדקים במקביל.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>טופסי משחק או קובצי PGN; ‎- לקלט התקני.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>‎--format: ‏&apos;%1&apos; אינו text,‏ json או pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>‎--jobs דורש מספר בין 1 ל־256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>לא ניתן קובץ (‎- לקלט התקני)</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, משחק %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  חצאי מסעים: %1; רישום: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (נמצא בשחזור)</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 אחרי חצי מסע %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (העמדה הופיעה בחצאי המסעים %1)
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  התוצאה שנרשמה: %1; על הלוח: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>לא הוכרעה</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>עמדת התחלה (ברירת המחדל: עמדת הפתיחה).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>‎--fen: ‏%1 (בתו %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>‎--lang: ‏שפה לא מוכרת &apos;%1&apos; (האפשרויות: %2%3)</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>לא ניתן לקרוא את הקלט התקני</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: אין קובץ כזה</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: לא ניתן לקרוא (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: זהו קובץ בינרי, לא טופס משחק ולא טקסט PGN</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>עומק בחצאי מסעים.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>הצג את הספירה של כל מסע בעמדת ההתחלה.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>ארגומנט לא צפוי &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>‎--depth דורש מספר בין 0 ל־%1</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san,‏ lan,‏ figurine,‏ uci,‏ iccf או descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>אותיות הכלים בפלט (קוד כגון he).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>שפת הרישום של הקלט (auto או קוד).</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>‎--notation: ‏&apos;%1&apos; אינו san,‏ lan,‏ figurine,‏ uci,‏ iccf או descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>יש לתת קובץ אחד (או ‎- לקלט התקני)</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  הצעת תיקו של הלבן אחרי מסע %1
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  הצעת תיקו של השחור אחרי מסע %1
</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>מצא גם את המשחק החוקי השלם הסביר ביותר ואת השינויים שהוא מחייב.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>טופס המסעים של השחקן השני (לאותו משחק או משחקים): ליישב בין השניים ולדווח היכן הם שונים.</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>אין משחק %1 בטופס השני להתאמה</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>כלום</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  הותאם עם %1, משחק %2: הבדלים: %3; טופס זה מגיע עד חצי מסע %4, השני עד חצי מסע %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>טופס זה %1, השני %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    חצי מסע %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; אין מסע
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (החיפוש מיצה את התקציב שלו: הסוף תוקן שבר אחר שבר)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    משחק: %1
</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    כנראה הכוונה: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  המשחק הסביר ביותר (שינויים: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    שורה %1, עמודה %2: </translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 נקרא כ-%2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 הוכנס לפני %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 והרישום הבא מחליפים מקומות</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 הושמט</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>‏--reconstruct ו--pair מדווחים בפורמט text או json, לא pgn</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(משבצת ריקה)</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>טופס משחק או קובץ PGN; ‎- לקלט התקני.</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  שורה %1, עמודה %2: %3
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  מסעים שבוצעו: לבן %1, שחור %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (כל הרישומים נבדקו)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (נבדק עד מסע %1; הטופס ממשיך עד מסע %2 בלי בדיקה)
</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>לא נמצא משחק ב־%1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>הקלט התקני</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>לא ניתן לכתוב לפלט התקני: %1</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>הוא מתחיל מעמדה אחרת (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  הותאם עם %1, משחק %2: לא ניתן להשתמש במשחק שבטופס השני: %3
</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>לא ניתן לכתוב את %1: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 נעצר בשורה %2, עמודה %3: &quot;%4&quot; הוא %5; דבר אחריו אינו נכתב</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  קובץ PGN של המשחק נעצר בשורה %1, עמודה %2; שאר הטופס נשמר בו כהערה
</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  שורה %1, עמודה %2: %3%4 %5 — %6</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  לא ניתן היה לבדוק רישום אחד שאחריו
</numerusform>
            <numerusform>  לא ניתן היה לבדוק %n רישומים שאחריו
</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>שורה %1, עמודה %2: %3</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>המסע שהתובע רשם והודיע עליו לשופט אך טרם ביצע, ברישום ובשפה של טופס המשחק.</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>קצב המשחק: standard (משחק רגיל), rapid (שחמט מהיר) או blitz (בזק).</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>פלט: text או json (אובייקט אחד).</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>התיקו הנתבע: threefold (חזרה משולשת, 9.2) או fifty (חוק חמישים המסעים, 9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>טופס המשחק עד רגע התביעה, משחק אחד; ‎- לקלט התקני.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>יש לציין את התיקו הנתבע (threefold או fifty) וקובץ אחד</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>&apos;%1&apos; אינו תביעה: יש להשתמש ב־threefold או ב־fifty</translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: &apos;%1&apos; אינו standard,‏ rapid או blitz</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: &apos;%1&apos; אינו text או json</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>לא ניתן להכריע לגבי %1: %2</translation>
    </message>
    <message>
        <source>White has checkmated.</source>
        <translation>הלבן נתן מט.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>השחור נתן מט.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>הלבן יכול לתת מט, למשל: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>השחור יכול לתת מט, למשל: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>הלבן אינו יכול לתת מט בשום סדרה של מסעים חוקיים.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>השחור אינו יכול לתת מט בשום סדרה של מסעים חוקיים.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>לבן: לא הוכרע (החיפוש הגיע לגבולו).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>שחור: לא הוכרע (החיפוש הגיע לגבולו).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>לא הוכרע אם העמדה מתה.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>העמדה מתה: אף צד אינו יכול לתת מט (פיד&quot;ה 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>העמדה אינה מתה.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>העמדה שיש לשפוט.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>פלט: text או json.</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>‎--fen הוא חובה</translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  המשחק הסתיים מאליו אחרי חצי מסע %1 (%2): הרישום שנכתב אחריו אינו נחשב
</numerusform>
            <numerusform>  המשחק הסתיים מאליו אחרי חצי מסע %1 (%2): %n רישומים שנכתבו אחריו אינם נחשבים
</numerusform>
        </translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>טופס המשחק נעצר בשורה %1, עמודה %2: &quot;%3&quot; הוא %4, ולכן העמדה ברגע התביעה אינה ידועה</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>מספר המסעים שבקרת הזמן דורשת עד נפילת הדגל (למשל 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>השחקן שהדגל שלו נפל.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>טופס הרישום עד נפילת הדגל, משחק אחד; ‎-‏ לקלט התקני.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>יש לציין את השחקן שהדגל שלו נפל (white או black) וקובץ אחד</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>&apos;%1&apos; אינו שחקן: יש להשתמש ב־white או ב־black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>‎--moves: ‏&apos;%1&apos; אינו מספר מסעים בין 1 ל־1000</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 מכיל יותר ממשחק אחד: הכרעה ניתנת על משחק אחד, לכן יש לתת אותו לבדו</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>טופס הרישום עד המסע הבלתי חוקי, שהוא הרישום האחרון בו; משחק אחד; - לקלט התקני.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>תנו קובץ אחד: טופס הרישום עד המסע הבלתי חוקי</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>בטופס אין רישומים: הרישום האחרון בו הוא המסע הבלתי חוקי שעליו פוסקים</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>ציינו את הפסיקה: claim, flag, illegal או can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>פסיקה לא ידועה &apos;%1&apos; (השתמשו ב-claim, flag, illegal או can-mate)</translation>
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
        <translation>שימוש:
scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N] [--reconstruct] [--pair OTHER_FILE] FILE... | -
scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L] [--fen FEN] FILE | -
scorecheck-cli perft [--fen FEN] --depth N [--divide]
scorecheck-cli rule claim threefold|fifty [--intended MOVE] [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json] FILE | -
scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json] FILE | -
scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json] FILE | -
scorecheck-cli rule can-mate --fen FEN [--format text|json]
scorecheck-cli COMMAND --help   (מה עושה כל אפשרות)
scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>בודק טופסי משחק שחמט כפי ששופט בודק אותם: כל רישום משוחזר ונשפט, את המשחק שבטופס אפשר
לכתוב כ־PGN או בשיטת רישום אחרת, ועל תביעות, נפילות דגל ומסעים בלתי חוקיים נפסק לפי הטופס.
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
        <translation>מצב יציאה:
  0  כל רישום תקין או חוקי בצורה אחרת, ובכל משחק אפשר היה להשתמש; פקודת rule פסקה,
     תהא הפסיקה אשר תהא
  1  רישום כלשהו גרוע יותר (לא אלגברי, דו־משמעי, לא חוקי, לא קריא, לא נבדק), או שמשחק
     לא נבדק או לא הותאם
  2  ארגומנטים שאי אפשר להשתמש בהם, קובץ שאי אפשר לקרוא, שהוא בינארי או שאין בו משחק,
     או פלט שאי אפשר לכתוב
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
        <translation>דוגמאות:
  scorecheck-cli check sheet.txt
     מדווח על כל רישום בטופס שאינו תקין, ועל סיום המשחק.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     אובייקט JSON אחד לכל משחק, שני משחקים נבדקים בבת אחת.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     המשחק של טופס שנכתב באותיות הכלים הגרמניות, כ־PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     פוסק בתביעת חזרה משולשת שנעשתה ברישום המסע Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     פוסק בנפילת הדגל של לבן כשנדרשים 40 מסעים.
</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>במקום לבדוק, מדפיס את ה־SHA-256 של טקסט הטופס של כל משחק (UTF-8, סופי שורות כ־LF): הערך שמודפס בתחתית הדוח.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>‏--hash מדפיס רק את הגיבובים: הוא אינו מקבל ‎--format‏, ‎--reconstruct‏ או ‎--pair</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>scorecheck-cli check --hash FILE... | -
scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]... [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>דוח השופט על טופס נכתב כ־PDF, להדפסה או לתיוק.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: ‏0 כשה־PDF נכתב; 2 גם למשחק שאי אפשר לשחזר, ואז
     לא נכתב PDF)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     דוח השופט על הטופס כ־PDF, עם העמדה אחרי חצי מסע 24.
  scorecheck-cli check --hash sheet.txt
     ה־SHA-256 של טקסט הטופס, כפי שמודפס בתחתית הדוח שלו.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>שפת הרישום של הטופס (auto או קוד כגון de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>מצא גם את המשחק החוקי השלם הסביר ביותר ודווח על השינויים שהוא דורש.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>הטופס של השחקן השני באותו משחק (או משחקים): דווח היכן השניים שונים.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>צייר גם את העמדה אחרי חצי מסע זה (0: עמדת הפתיחה); אפשר לתת כמה פעמים.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>שם השופט, מודפס בכותרת הדוח.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>גודל הנייר: a4 או letter (ברירת מחדל: זה של אזור המערכת).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>כותב את דוח השופט על טופס כ־PDF: הטופס כפי שהוקלד עם הסימן של כל רישום, כל ממצא עם הסעיף שלו בחוקי פיד&quot;ה, האירועים לשופט, דיאגרמות של העמדות החשובות והמשחק ברישום נקי. קובץ PGN עם כמה משחקים נותן PDF אחד, כל משחק מעמוד חדש.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>מצב יציאה:
  0  הדוח נכתב
  2  ארגומנטים שאי אפשר להשתמש בהם, קובץ שאי אפשר לקרוא או שאין בו משחק, משחק שאי אפשר
     לשחזר (לא נכתב דוח, גם לא חצי), או PDF שאי אפשר לכתוב
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>דוגמאות:
  scorecheck-cli report --output report.pdf sheet.txt
     דוח השופט על הטופס.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     עם השוואת הטפסים של שני השחקנים והעמדה אחרי חצי מסע 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>‏--diagram דורש חצי מסע, מספר מ־0 ומעלה: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>‏--paper: &apos;%1&apos; אינו a4 ואינו letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>‏--output FILE.pdf הוא חובה</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>תן קובץ אחד (- לקלט התקני)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, משחק %2: לא הושווה: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>אי אפשר לכתוב את %1: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>אי אפשר להריץ את %1 (הוא מותקן לצד scorecheck-cli): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 נעצר: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  הטופס נקרא באותו אופן ב־%1: אי אפשר להבחין בשפת הרישום שלו
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>אין מסע</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      לא ניתן להכריע לפי טופס רישום זה: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      לא ניתן להכריע על פי טופסי רישום אלה: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      לא הוכרע: הבדיקה נעצרה בגבול החיפוש שלה; המסע שנמצא הוא %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>&apos;%1&apos; אינה פקודה: יש להשתמש ב־check, write, perft, rule או report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>משבצת ריקה (שורה %1, עמודה %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>&quot;%1&quot; (שורה %2, עמודה %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, משחק %2: אין תרשים אחרי חצי מסע %3: ההרצה מגיעה רק עד חצי מסע %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: אין אותיות של כתיב תיאורי עבור &apos;%1&apos; (יש להשתמש ב־en, או ב־de, da, sv או no לאותיות גרמניות)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: יש לציין את המסע שנרשם והוכרז</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  הצעת תיקו של הלבן עם %1, רישום שההרצה לא ביצעה: לא נבדקה
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  הצעת תיקו של השחור עם %1, רישום שההרצה לא ביצעה: לא נבדקה
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: נראה כמו טקסט UTF-16 ללא סימן סדר בתים; יש לשמור אותו כ־UTF-8, או כ־UTF-16 עם הסימן</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>שורה %1: טופס הרישום ארוך מ־%2 MB, יותר מכל משחק אפשרי; הוא לא נבדק</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, משחק %2: לא נכתב דוח: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>אזהרה: בטופס רשומה התוצאה %1; ההכרעה מתייחסת למשחק כנמשך אחרי הרישום האחרון שלו</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>פוסק על פי טופס הרישום, כפי ששופט פוסק, על:
  claim     תביעת תיקו בחזרה משולשת (9.2) או לפי חוק חמישים המסעים (9.3)
  flag      נפילת דגל אחרי הרישום האחרון בטופס (6.9)
  illegal   הרישום האחרון בטופס, מסע בלתי חוקי שהשחקן השלים (7.5)
  can-mate  האם כל צד עדיין יכול לתת מט בעמדה (6.9, 7.5.5, 5.2.2)
האפשרויות של כל פסיקה: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal או can-mate, ואחריה האפשרויות והארגומנטים של הפסיקה.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>קובץ ה־PDF לכתיבה (חובה); ‎-‏ לפלט התקני.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>לא ניתן היה ליצור את ה־PDF</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare Two Sheets</source>
        <translation>השוואת שני טפסים</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>מסע</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>טופס זה</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>הטופס השני</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(אין מסע)</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>טפסים</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>המקום הקודם שבו הטפסים שונים (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>המקום הבא שבו הטפסים שונים (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>המשחק שמתאים לשני הטפסים (%1: לפי הטפסים לא ניתן להכריע במסע זה):</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>נבחר על ידי השופט</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>לא ניתן להכריע</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ הטפסים שונים</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(אין מסע): העמדה שבה נמצא הרישום</translation>
    </message>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ ההבדל הקודם</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>ההבדל הבא ▼</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>למשחק המתאים לשני הטפסים יש %n חצי מסע.</numerusform>
            <numerusform>למשחק המתאים לשני הטפסים יש %n חצאי מסעים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>הטפסים שונים ב־%n מקום.</numerusform>
            <numerusform>הטפסים שונים ב־%n מקומות.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>טופס זה מגיע עד חצי מסע %1, השני (%2) עד חצי מסע %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>ב־%n מהם שום דבר בטפסים אינו מכריע איזה מסע שוחק (%1): בחרו שם, ברשימה שמתחת לטבלה, איזה מסע תקף.</numerusform>
            <numerusform>ב־%n מהם שום דבר בטפסים אינו מכריע איזה מסע שוחק (%1): בחרו שם, ברשימה שמתחת לטבלה, איזה מסע תקף.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>שום דבר בטפסים אינו מכריע מסע זה: בחרו ברשימה שמתחת לטבלה איזה מסע תקף.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>הטפסים אינם רושמים שניהם מסע זה כפי שנכתב; המשחק לוקח את המסע שמתאים ביותר לשני הטפסים, ושום מסע אחר אינו מתאים באותה מידה.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>הטפסים מכריעים מסע זה: שום מסע אחר אינו מתאים לשניהם באותה מידה.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 לא מוצג כמוכרע: הבדיקה נעצרה בגבול החיפוש שלה לפני שנוסו כל המסעים האחרים.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 שום דבר בטפסים אינו מכריע מסע זה; מסעים אלה מתאימים באותה מידה. בחרו אחד כדי לראות אותו על הלוח; „בחירת מסע זה” הופכת אותו למסע המשחק.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 מתאים לטפסים באותה מידה; המשחק ממשיך עם %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 לא ניתן להכריע: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>השוואה</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>כל מסע של המשחק המתאים לשני הטפסים, עם מה שכל טופס רושם בו והיכן הם נבדלים; הלוח מציג את העמדה בשורה שנבחרה.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>המשחק המתאים לשני הטפסים</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>המשחק כולו כפי ששני הטפסים מסכימים עליו, עם בחירות השופט.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>סוגר את ההשוואה; דוח השופט מדפיס אותה עם הבחירות שנעשו.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>באחד מהם הבדיקה נעצרה בגבול החיפוש שלה (%1): המסע שנמצא שם אינו מוצג כמוכרע.</numerusform>
            <numerusform>ב-%n מהם הבדיקה נעצרה בגבול החיפוש שלה (%1): המסעים שנמצאו שם אינם מוצגים כמוכרעים.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>לא הוכרע: גבול החיפוש</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>הבדיקה נעצרה בגבול החיפוש שלה לפני שנוסו כל המסעים האחרים: המסע שנמצא אינו מוצג כמוכרע.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 לא הוכרע: הבדיקה נעצרה בגבול החיפוש שלה; המסע שנמצא הוא %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 לא נשלל (הבדיקה נעצרה בגבול החיפוש שלה); המשחק ממשיך עם %2</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>checkmate</source>
        <translation>מט</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>פט</translation>
    </message>
    <message>
        <source>a dead position</source>
        <translation>עמדה מתה</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>הופעה חמישית של אותה עמדה</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 מסעים ללא הכאה וללא מסע רגלי</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>עמדה מתה, הרגלים חסומים</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>אף מסע חוקי בעמדה זו אינו תואם את מה שנרשם.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>זה אינו מסע באף שיטת רישום ש־ScoreCheck מכיר.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>יותר ממסע חוקי אחד תואם; נספח פיד&quot;ה דורש במקרה זה את טור המוצא או את שורת המוצא.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>פיד&quot;ה מקבלת כראיה רק טופסי משחק ברישום אלגברי; על השופט להזהיר את השחקן.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>לא נבדק: השחזור לא הגיע לרישום זה בוודאות.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>ייתכן שהכוונה ל: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>ה־FEN ריק.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>ב־FEN יש רק %1 שדות; נדרשים לפחות 4 (הצבה, תור, הצרחה, הכאה דרך הילוכו).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>ב־FEN יש יותר מ־6 שדות; &apos;%1&apos; מיותר.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>הצבת כלים: &apos;%1&apos; אינו אות של כלי (PNBRQK ללבן, pnbrqk לשחור) ואינו ספרה 1–8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>הצבת כלים: בשורה %1 יש יותר מ־8 משבצות.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>הצבת כלים: בשורה %1 יש פחות מ־8 משבצות.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>הצבת כלים: צריכות להיות בדיוק 8 שורות המופרדות ב־&apos;/&apos;.</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>תור: &apos;%1&apos; חייב להיות &apos;w&apos; או &apos;b&apos;.</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>הצרחה: &apos;%1&apos; אינו סימן הצרחה (K,‏ Q,‏ k,‏ q, אות של טור, או &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>הצרחה: הזכות &apos;%1&apos; מופיעה פעמיים.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>הכאה דרך הילוכו: &apos;%1&apos; אינו משבצת (כגון e3) ואינו &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>מונה חצאי המסעים: &apos;%1&apos; אינו מספר.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>מספר המסע: &apos;%1&apos; אינו מספר.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>מונה חצאי המסעים: %1 מחוץ לטווח (0 עד 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>מספר המסע: %1 מחוץ לטווח (0 עד 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>בעמדה אין מלך לבן.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>בעמדה אין מלך שחור.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>בעמדה יש יותר ממלך לבן אחד.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>בעמדה יש יותר ממלך שחור אחד.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>רגלי עומד על %1; רגלים אינם יכולים לעמוד בשורה הראשונה או האחרונה.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>בעמדה יש יותר מ־8 רגלים לבנים.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>בעמדה יש יותר מ־8 רגלים שחורים.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>הכלים הלבנים אינם יכולים להיווצר במשחק: יש יותר כלים מוכתרים מרגלים חסרים.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>הכלים השחורים אינם יכולים להיווצר במשחק: יש יותר כלים מוכתרים מרגלים חסרים.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>המלך הלבן בשח אף שהתור לשחור: עמדה כזו אינה אפשרית.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>המלך השחור בשח אף שהתור ללבן: עמדה כזו אינה אפשרית.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>המלך הלבן בשח מיותר משני כלים: עמדה כזו אינה אפשרית.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>המלך השחור בשח מיותר משני כלים: עמדה כזו אינה אפשרית.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>תור: &apos;s&apos; (schwarz, שחור בגרמנית) נקרא כשחור (&apos;b&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>הצרחה: הזכות &apos;%1&apos; בוטלה: המלך או הצריח אינם על משבצתם.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>הצרחה: הזכות &apos;%1&apos; נקראה כהצרחת Chess960 (המלך או הצריח אינם על משבצתם הרגילה).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>הכאה דרך הילוכו: &apos;%1&apos; בוטל: אף רגלי לא יכול היה לעבור אותה זה עתה בצעד כפול.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>מספר המסע: 0 נקרא כ־1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>המסע נותן שח, אך לא נרשם סימן שח (+). הסימן אינו חובה (פיד&quot;ה C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>המסע נותן מט, אך לא נרשם סימן מט (#). הסימן אינו חובה (פיד&quot;ה C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>המסע מכה, אך לא נרשם x. סימן ההכאה אינו חובה (פיד&quot;ה C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>המסע מכה דרך הילוכו, אך &apos;e.p.&apos; לא נרשם. התוספת אינה חובה (פיד&quot;ה C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>סימן השח או המט אינו תואם את העמדה שאחרי המסע.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>נרשם סימן הכאה, אך המסע אינו מכה דבר.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>ההכאה מסומנת בנקודתיים; בצורת פיד&quot;ה משתמשים ב־x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>הכאת הרגלי מציינת טורים בלבד (כמו &apos;ed&apos;); צורת פיד&quot;ה מציינת את משבצת היעד (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>בהכאת רגלי יש לציין את הטור שהרגלי עוזב (exd5, פיד&quot;ה C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>משבצת המוצא צוינה אף שרק כלי אחד מסוג זה יכול לבצע את המסע (פיד&quot;ה C.10 דורשת זאת רק כשצריך).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>צוינה השורה במקום שהטור היה מבחין בין הכלים; פיד&quot;ה מעדיפה את הטור (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>צורה ארוכה עם מקף; בצורה הארוכה של פיד&quot;ה המשבצות נכתבות ללא מקף (⁦Ng1f3, C.8⁩).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>בין הכלי למשבצת שלו עומד מקף; פיד&quot;ה כותבת אותם צמודים.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>מסע של כלי נרשם כשתי משבצות ללא אות הכלי (צורת קואורדינטות).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>נרשמה אות לרגלי; פיד&quot;ה רושמת מסעי רגלי ללא אות (נספח C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>במקום הכלי מופיע ציור; בטופס המשחק פיד&quot;ה מצפה לאות הכלי.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>נרשם &apos;e.p.&apos;, אך המסע אינו הכאה דרך הילוכו.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>הרגלי מגיע לשורה האחרונה, אך הכלי החדש לא נרשם; נקרא כמלכה (פיד&quot;ה C.11 דורשת לרשום אותו).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>ההכתרה נרשמה עם &apos;=&apos; (PGN); פיד&quot;ה כותבת את הכלי מיד אחרי המשבצת (⁦d8Q, C.11⁩).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>ההכתרה נרשמה בסוגריים או אחרי קו נטוי; פיד&quot;ה כותבת את הכלי מיד אחרי המשבצת (⁦d8Q, C.11⁩).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>כלי ההכתרה נרשם באות קטנה (רישום של מנועים); פיד&quot;ה משתמשת באות גדולה.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>ההצרחה נרשמה באות O ‏(PGN); פיד&quot;ה רושמת אותה באפסים (⁦0-0, C.13⁩).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>ההצרחה נרשמה כמסע מלך (e1g1); פיד&quot;ה רושמת 0-0 או 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>הכלי המוכה מצוין לפני המשבצת (QxNd5); פיד&quot;ה רושמת רק את המשבצת (Qxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>לא ניתן היה לבדוק רישום נוסף אחד.</numerusform>
            <numerusform>לא ניתן היה לבדוק %n רישומים נוספים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>כנראה הכוונה: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>שורה %1, עמודה %2: %3</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>שורה %1</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>פסיקה בנפילת דגל</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>של מי נפל הדגל:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;לבן</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;שחור</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>מספר ה&amp;מסעים שבקרת הזמן דורשת:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>מספר המסעים שבקרת הזמן דורשת עד נפילת הדגל (למשל 40); ללא, כשאינה דורשת מספר מסעים.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>העתק &amp;כטקסט</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>הדגל של הלבן נפל בעמדת הפתיחה.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>הדגל של השחור נפל בעמדת הפתיחה.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>הדגל של הלבן נפל אחרי %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>הדגל של השחור נפל אחרי %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>הטופס שונה לפני רגע נפילת הדגל: פסיקה זו אינה תקפה עוד. פסוק שוב מתפריט פסיקות.</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>בודק אם השחור עדיין יכול לתת מט…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>בודק אם הלבן עדיין יכול לתת מט…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;פסוק</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>הדגל של הלבן נפל.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>הדגל של השחור נפל.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>הלבן מפסיד בזמן: השחור עדיין יכול לתת מט (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>השחור מפסיד בזמן: הלבן עדיין יכול לתת מט (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>תיקו: הדגל של הלבן נפל, אך השחור אינו יכול לתת מט בשום סדרה של מסעים חוקיים (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>תיקו: הדגל של השחור נפל, אך הלבן אינו יכול לתת מט בשום סדרה של מסעים חוקיים (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>אין הפסד: הלבן השלים את %1 המסעים שבקרת הזמן דורשת לפני שהדגל נפל.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>אין הפסד: השחור השלים את %1 המסעים שבקרת הזמן דורשת לפני שהדגל נפל.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>המשחק כבר הסתיים ב%1 אחרי חצי מסע %2 (%3): נפילת הדגל אינה משנה דבר.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>לא ניתן להכריע לפי טופס זה: הוא נבדק רק עד מסע %1, ולכן אינו יכול להראות אם %2 המסעים הושלמו; השופט מכריע לפי ראיות אחרות, כגון טופס הרישום של היריב (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>לא ניתן להכריע לפי טופס זה: הוא נבדק רק עד מסע %1 (הוא נמשך עד מסע %2), ולכן העמדה בעת נפילת הדגל אינה ידועה.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>לא הוכרע: הניתוח לא קבע במסגרת מגבלתו אם השחור עדיין יכול לתת מט; השופט מכריע (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>לא הוכרע: הניתוח לא קבע במסגרת מגבלתו אם הלבן עדיין יכול לתת מט; השופט מכריע (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>מסעים שהשלים הלבן: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>מסעים שהשלים השחור: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>בקרת הזמן דורשת מסע אחד.</numerusform>
            <numerusform>בקרת הזמן דורשת %n מסעים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>כל הרישומים נבדקו.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>נבדק עד מסע %1 בלבד: טופס הרישום ממשיך עד מסע %2 בלי בדיקה.</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>לדוגמה: %1</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>המסע האחרון, %1, בוצע אך לא הושלם: השעון לא נלחץ (6.2.1).</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>תוצאה: %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>סעיף 6.9: למעט אם המשחק כבר הסתיים (5.1.1 עד 5.2.3), שחקן שאינו משלים את מספר המסעים שנקבע בזמן שהוקצב מפסיד במשחק; אולם המשחק מסתיים בתיקו אם היריב אינו יכול לתת מט למלך השחקן בשום סדרה אפשרית של מסעים חוקיים.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>אירוע</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>מקום</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>סיבוב</translation>
    </message>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>YYYY.MM.DD</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>נשמר עם הטופס ונכתב ב־PGN המיוצא כתגית %1.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>מס׳</translation>
    </message>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>סיבוב</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>אירוע</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>חיפוש: שחקן, אירוע, סיבוב, תאריך</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>בקובץ %1 יש משחק אחד. איזה?</numerusform>
            <numerusform>בקובץ %1 יש %n משחקים. איזה מהם?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>קריאת %1: נמצא עד כה משחק אחד…</numerusform>
            <numerusform>קריאת %1: נמצאו עד כה %n משחקים…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>שדה התוצאה אומר %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>טופס הרישום אומר %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>הלוח אומר %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>התוצאות אינן מתאימות: %1.</translation>
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
        <translation>הצורה הקצרה של פיד&quot;ה (נספח C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>אותו הדבר באותיות אנגליות (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>ציורי כלים במקום האותיות, מומלצים בדפוס (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>עם משבצת המוצא: מקובל (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>קריא, אך בצורה הארוכה של החוקים אין מקף (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>קואורדינטות של מנועי שחמט, לא לטופס רישום</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>שחמט בהתכתבות; אינו אלגברי, ולכן אינו ראיה בטופס רישום של פיד&quot;ה (נספח C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>אינו אלגברי, ולכן אינו ראיה בטופס רישום של פיד&quot;ה (נספח C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>כיצד נרשם %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>מדוע כך הוא נרשם</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>עדיין אין מסע. הציבו את הסמן על מסע בטופס הרישום, או עברו על המשחק, כדי לראות כיצד הוא נרשם ומדוע.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>המסע הבלתי חוקי המושלם הראשון של %1, %2: העמדה שלפניו מוחזרת, ו%3 מקבל זמן נוסף (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>%1 מפסיד: %2 הוא המסע הבלתי חוקי המושלם השני של %1, ו%3 עדיין יכול לתת מט (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>תיקו: %2 הוא המסע הבלתי חוקי המושלם השני של %1, אך %3 אינו יכול לתת מט בשום סדרה של מסעים חוקיים (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>לא הוכרע: %2 הוא המסע הבלתי חוקי המושלם השני של %1, אך הניתוח לא קבע במסגרת מגבלתו אם %3 עדיין יכול לתת מט; השופט מכריע (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>אין מסע בלתי חוקי: %1 נקרא כמסע חוקי. אם על הלוח בוצע מסע אחר, תקנו תחילה את הרישום.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>לא ניתן להכריע מטופס זה: %1 אינו קריא, ולכן אינו מראה איזה מסע בוצע. תקנו תחילה את הרישום למסע שבוצע על הלוח.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>המשחק כבר הסתיים במסע הבלתי חוקי המושלם השני של %1, %2 (7.5.5): %3 אינו משנה דבר.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>המשחק כבר הסתיים ב%1 אחרי חצי המסע %2: %3 אינו משנה דבר.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>לא ניתן להכריע מטופס זה: ההרצה נעצרת ב-%1 (%2), לפני %3, ולכן העמדה שבה בוצע %3 אינה ידועה. תקנו תחילה את הטופס עד שם; אם %1 היה בעצמו מסע בלתי חוקי שהושלם והוחזר, סמנו אותו כך.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>השופט מוסיף דקה אחת לזמן החשיבה הנותר של %1 (7.5.5; בזק: B.3 עם A.3); שתי דקות כשהתחרות מחילה את B.2 (שופט אחד לכל משחק).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>השופט מוסיף דקה אחת לזמן החשיבה הנותר של %1 (7.5.5; שחמט מהיר: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>השופט מוסיף שתי דקות לזמן החשיבה הנותר של %1 (7.5.5).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>העמדה להחזרה: %1</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>תוצאה: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>מסעים בלתי חוקיים מושלמים של %1: %2 (%3).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>הלבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>השחור</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>לדוגמה: %1</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>השופט מציב את העמדה שקדמה מיד למסע הבלתי חוקי, ו%1 מבצע בה מסע לפי כללי הנגיעה: את הכלי שבו נגע למסע הבלתי חוקי יש להזיז אם הוא יכול לזוז (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>מסע בלתי חוקי מושלם שני של %1 יגרום להפסד המשחק, אלא אם %2 אינו יכול לתת מט בשום סדרה של מסעים חוקיים (7.5.5).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 מסומן כמסע שהוחזר אך אינו נקרא כמסע בלתי חוקי: אינו נספר.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>פסיקה במסע בלתי חוקי</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>מסע בלתי חוקי שהושלם על הלוח: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;קצב משחק:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;סמן כמסע שהוחזר</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>העתק &amp;כטקסט</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>מסמן את הרישום בטופס כמסע בלתי חוקי שהושלם והוחזר: ההרצה ממשיכה מהעמדה שלפניו, ואותו שחקן במסע (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;פסוק</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>סעיפים 7.5.1 ו־7.5.5: לאחר ששחקן לחץ על השעון אחרי מסע בלתי חוקי, מוחזרת העמדה שקדמה לו מיד; על המסע הבלתי חוקי המושלם הראשון של שחקן היריב מקבל שתי דקות זמן נוסף (דקה אחת במשחק מהיר ובמשחק בזק), והשני מפסיד את המשחק, אלא אם היריב אינו יכול לתת מט למלך השחקן בשום סדרה אפשרית של מסעים חוקיים: אז המשחק מסתיים בתיקו.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>אנגלית</translation>
    </message>
    <message>
        <source>German</source>
        <translation>גרמנית</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>דנית</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>שוודית</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>נורווגית</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>אסטונית</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>פינית</translation>
    </message>
    <message>
        <source>French</source>
        <translation>צרפתית</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>הולנדית</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>איסלנדית</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>איטלקית</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>ספרדית</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>פולנית</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>פורטוגזית</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>רומנית</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>צ׳כית</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>הונגרית</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>עברית</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>רוסית</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>אוקראינית</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>בולגרית</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>סרבית (קירילית)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>קרואטית, סרבית (לטינית), בוסנית, סלובנית</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>סלובקית</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>יוונית</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>טורקית</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>ליטאית</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>וייטנאמית</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>אינדונזית</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>אלבנית</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>קטלאנית</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>אפריקאנס</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Copy FEN</source>
        <translation>העתק FEN</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>טופס</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>שיטת הרישום בטופס:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>אוטומטי</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>הצג מסעים כ־:</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>ציורי כלים</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>אלגברי ארוך</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>התחלה</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>הקודם</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>הבא</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>סוף</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>הפוך לוח</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;קובץ</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;חדש</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;פתח…</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>פתיחת טופס משחק</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>טופסי משחק ו־PGN ‏(*.txt *.pgn);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>פתח &amp;אחרונים</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמור</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>שמור &amp;בשם…</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>&amp;ייצא PGN…</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>ה&amp;עתק PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>ע&amp;ריכה</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ב&amp;צע שוב</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;שפה</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>שמירת טופס המשחק</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>טופסי משחק (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>שינויים שלא נשמרו</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>בטופס יש שינויים שלא נשמרו. לשמור אותם?</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>טופס ללא שם</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;תיקון</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;שחזור המשחק...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;השוואה לטופס של השחקן השני...</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>הטופס של השחקן השני</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>השוואה</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>שפת הרישום</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>עמדת הפתיחה</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, משחק %2</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>שורה בטופס נקראת כשורת תגית של PGN, ולכן לא ניתן לשמור איתו את פרטי המשחק ואת עמדת הפתיחה: הטופס נשמר בלעדיהם. „ייצוא PGN“ שומר אותם.</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>הו&amp;סף לקובץ PGN…</translation>
    </message>
    <message>
        <source>Game Details</source>
        <translation>פרטי המשחק</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>כפי שבטופס הרישום</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>ממצאים</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>לשופט</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>אין עדיין מה לבדוק: הקלידו את טופס הרישום למעלה.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>לא נמצאו בעיות.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>שחזור</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>דוגמה: משחק הדוגמה של פיד&quot;ה</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;פסיקות</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>תביעת חזרה &amp;משולשת...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>תביעת &amp;חמישים מסעים...</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>פסיקה במסע בלתי חוקי</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>בטופס אין עדיין רישומים: הקלידו תחילה את המשחק עד המסע הבלתי חוקי.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>סימון כמסע שהוחזר</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>מסע &amp;בלתי חוקי שהושלם...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>נפילת דגל: &amp;לבן...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>נפילת דגל: &amp;שחור...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;עזרה</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;מדריך למשתמש</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;קיצורי מקלדת</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>מה &amp;הסימונים אומרים</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>מה &amp;זה?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>&amp;אודות ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;הטופס&lt;/b&gt;&lt;p&gt;הקלידו כאן את טופס המשחק כפי שהוא כתוב, בכל שיטת רישום ובכל שפה. כל רישום מסומן בקו תחתון לפי ההכרעה עליו (עזרה ◂ מה הסימונים אומרים); לחיצה ימנית על רישום מציגה את המסעים שהוא כנראה מתכוון אליהם.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;טבלת הטופס&lt;/b&gt;&lt;p&gt;הרישומים לפי מספר המסע, לבן ושחור, עם הסמל והצבע של כל הכרעה. בחרו תא כדי לראות את העמדה שאחריו על הלוח ובחלונית השופט.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;הלוח&lt;/b&gt;&lt;p&gt;העמדה אחרי הרישום שתחת הסמן, או אחרי התא שנבחר בטבלה. ה־FEN שלה מופיע מתחתיו, להעתקה.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;ממצאים&lt;/b&gt;&lt;p&gt;כל רישום שאינו תקין, עם מה שלא בסדר בו והמסע הסביר. לחיצה על ממצא עוברת לרישום בטופס.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;חלונית השופט&lt;/b&gt;&lt;p&gt;מה ששופט בודק ברגע זה: חזרות, ספירת חמישים המסעים, המסעים שבוצעו, התוצאה שנרשמה והתוצאה על הלוח. תפריט פסיקות פוסק מכאן בתביעות, בנפילות דגל ובמסעים בלתי חוקיים.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;פרטי המשחק&lt;/b&gt;&lt;p&gt;השחקנים, האירוע, התאריך, הסיבוב והתוצאה, הנכתבים לקובץ ה־PGN שאליו הטופס מיוצא.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>&amp;הדפס דוח…</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>ייצא דוח כ־P&amp;DF…</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>הוסף דיאגרמה כאן</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>עמדת &amp;התחלה…</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>כיצד נרשם מסע זה?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>מסע על הלוח</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>הטופס כפי שנכתב, רישום אחר רישום. כל רישום נבדק בזמן ההקלדה; Tab יוצא מהטופס.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>כל רישום שאינו תקין, עם מה שלא בסדר בו והמסע הסביר. Enter עובר לרישום בטופס.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>לוח</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>העמדה אחרי הרישום שתחת הסמן, או אחרי התא שנבחר בטבלה.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>העמדה שעל הלוח כתובה כ־FEN, להעתקה.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>מעתיק את ה־FEN של העמדה שעל הלוח ללוח הגזירים.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>טבלת הטופס</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>המסעים לפי מספר, לבן ושחור, כל אחד עם ההכרעה שלו. מקשי החצים עוברים בין התאים; הלוח מראה את העמדה אחרי התא שנבחר.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>הצעות תיקו, חזרות, ספירת חמישים המסעים, המסעים שהושלמו והתוצאה, ברגע זה של המשחק.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>שיטת הרישום בטופס</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>שפת אותיות הכלים בטופס; אוטומטי מזהה אותה לפי המסעים.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>הצג מסעים כ־</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>שיטת הרישום שבה הטבלה, הממצאים והחלוניות כותבים את המסעים.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>התחלה</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>מציג את העמדה לפני המסע הראשון.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>הקודם</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>מציג את העמדה מסע אחד קודם.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>הבא</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>מציג את העמדה מסע אחד אחר כך.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>סוף</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>מציג את העמדה אחרי המסע האחרון.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>הופך את הלוח: השחור למטה או הלבן.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>הגדלה: %1%</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ת&amp;צוגה</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;הגדל</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>ה&amp;קטן</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;גודל רגיל</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>אלגברי ארוך עם מקף</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>ספרות ICCF</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>תיאורי אנגלי</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>חלוניות צד</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>לשופט, וכיצד נרשם המסע, אחת בכל פעם; מקשי החצים על הלשוניות עוברים ביניהן.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>אלגברי, חוקי, ונכתב בצורה שחוקי FIDE מתירים (נספח C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>אלגברי וחוקי, אבל בצורה שהחוקים אינם מביאים, או עם סימן שגוי.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>חוקי, אבל בשיטה ש־FIDE אינה מקבלת כראיה (השיטה התיאורית, למשל).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>נקרא כשני מסעים חוקיים או יותר.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>קריא, אבל שום מסע חוקי אינו מתאים לו.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>אינו מתאים לשום שיטת רישום.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>לא נשפט: השחזור לא הגיע לרישום זה בוודאות.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>מה הסימונים אומרים</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>הטופס מסמן כל רישום בקו תחתון לפי ההכרעה עליו; הטבלה מציגה את הסמל והצבע שלה.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>בטופס</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>בטבלה</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>הכרעה</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>משמעות</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>מה שהוקלד מתאים לכמה מסעים; זה אחד מהם (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>מס׳</translation>
    </message>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>מסע %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>מסע %1, %2: %3, %4, עם הצעת תיקו</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>מסע %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>עדיין בהקלדה</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>תגית ה־FEN אינה שמישה: %1</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>הצעת תיקו</translation>
    </message>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>שורה %1: אינה שורת תגית מהצורה [Name &quot;value&quot;]</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>שורה %1: המשחק אינו UTF-8; הוא נקרא כ־Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>שורה %1: המשחק ארוך מ־%2 MB, יותר מכל משחק אפשרי; הוא לא נבדק</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>כפי שנרשם:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>ההרצה נעצרת כאן, ב-%1 %2: %3. שאר טופס הרישום כפי שנרשם:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>התוצאה שנרשמה בטופס:</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>שורה %1, עמודה %2: לשורת התגית אין ] סוגר</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>שורה %1, עמודה %2: תוכן בינרי, לא טקסט; המשחק לא נבדק</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>מסע בלתי חוקי שהושלם והוחזר (FIDE 7.5.1):</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>וריאנט כפי שנרשם:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>ההרצה נעצרת בשורה %1, ב-%2 %3 (%4): קובץ ה-PGN מכיל את המסעים שלפניו, ושאר הטופס, רישום אחד, נכנס אליו כהערה.</numerusform>
            <numerusform>ההרצה נעצרת בשורה %1, ב-%2 %3 (%4): קובץ ה-PGN מכיל את המסעים שלפניו, ושאר הטופס, %n רישומים, נכנס אליו כהערה.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>קובץ ה-PGN נותן %1: את שדה התוצאה כשהוא מלא, אחרת את הלוח, אחרת את טופס הרישום.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>לייצא את המשחק בכל זאת?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>ייצוא PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN ‏(*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>העתקת PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>הוספה לקובץ PGN</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 כבר מכיל את המשחק הזה (אותם פרטים ואותם מסעים) כמשחק %2. להוסיף אותו שוב בסוף?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>להוסיף את המשחק בסוף %1? המשחקים שבו יישארו כפי שהם.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>ליצור את קובץ ה-PGN %1 ובו המשחק הזה?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>רוקן משבצת</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>רוקן משבצת (Delete על הלוח; גם לחיצה ימנית מרוקנת משבצת)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (הקלידו %2 על הלוח)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>המסע רשום בעמודה של השחקן האחר.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>מבין המסעים שרישום זה יכול לציין, רק אחד מאפשר את הרישום הבא; השחזור ממשיך איתו.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>כאן נרשם מסע מספר %1, אך המשחק נמצא במסע %2: דולג מספר.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>כאן נרשם מסע מספר %1, אך המשחק נמצא במסע %2: מספר חזר על עצמו.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>נכתב אחרי שהמשחק כבר הסתיים מאליו (מט, פט, עמדה מתה, חזרה חמש־פעמית על עמדה או 75 מסעים: סעיפים 5 ו־9.6 בחוקי השחמט של FIDE); אינו נחשב.</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>מסומן כמסע בלתי חוקי שהושלם על הלוח והוחזר: העמדה שלפניו הוחזרה ואותו שחקן שיחק שוב (סעיף 7.5.1 בחוקי FIDE). זה אינו מסע של המשחק.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>סומן כמסע בלתי חוקי שהוחזר, אך המסע כפי שנכתב הוא חוקי: יש לבדוק את הסימון. כל עוד הסימון עומד, המסע אינו משוחק ואינו נחשב למסע בלתי חוקי (סעיף 7.5 בחוקי פיד״ה).</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>עמדת התחלה</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>תור:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;לבן</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;שחור</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>זכויות הצרחה:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>לבן 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>לבן 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>שחור 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>שחור 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>משבצת הכאה &amp;דרך הילוכו:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>המשבצת שרגלי עבר בה זה עתה בצעד כפול, שבה ניתן להכותו דרך הילוכו (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>מספר ה&amp;מסע:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>מספר המסע שהצד שתורו עומד לשחק.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>מונה &amp;חצאי המסעים:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>מסעי שני השחקנים מאז ההכאה האחרונה או מסע הרגלי האחרון, כפי שהם נספרים לכלל 50 המסעים (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;נקה לוח</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>ה&amp;עמדה ההתחלתית</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>העמדה לפני המסע הראשון של משחק.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>הד&amp;בק FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>קורא את ה־FEN מלוח העריכה.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>לא ניתן להשתמש ב־FEN זה (תו %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>לא ניתן להשתמש בעמדה זו: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>ניתן להשתמש בעמדה.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>בעמדה שהוצבה התור של הלבן.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>בעמדה שהוצבה התור של השחור.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>הזכות להצריח כך, נשמרת כל עוד לא המלך ולא הצריח הזה זזו (3.8.2.1); מנוע החוקים מבטל אותה כשאינם במקומם.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>הפוך לוח</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>הופך את הלוח: השחור למטה או הלבן (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>מסיר את כל הכלים מהלוח; התור ומספר המסע נשארים.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>העמדה כ-FEN: מה שמוקלד או מודבק כאן מוצב על הלוח.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>מתחיל את הטופס מהעמדה שהוצבה.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>משאיר את עמדת הפתיחה כפי שהייתה.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>שימוש: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>אפשרויות:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>ארגומנטים:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>מציג עזרה על אפשרויות שורת הפקודה.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>מציג עזרה כולל אפשרויות הייחודיות ל־Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>מציג את פרטי הגרסה.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[אפשרויות]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>בצע &amp;שוב</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;גזור</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>הע&amp;תק</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ה&amp;דבק</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>מחק</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחר הכל</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;כן</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;לא</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמור</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>אל תשמור</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>בצע &amp;שוב</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;גזור</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>הע&amp;תק</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>העתק כתובת &amp;קישור</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ה&amp;דבק</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>מחק</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחר הכל</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>רגיל</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>מהיר (נספח A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>בזק (נספח B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>רגיל, מהיר או בזק: החוקים פוסקים חלק מהעניינים אחרת בכל קצב.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>שחזור המשחק</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>ניתן לשחזר את הטופס כפי שנכתב: אין מה לשנות.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>החיפוש נעצר בגבולו בטופס זה: הסוף תוקן בעיה אחר בעיה.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>מסע</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>שינוי</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>למה</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>כתיבת השינויים שהתקבלו לטופס</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>המשחק המשוחזר (מסעים ששונו מסומנים בקו תחתון):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>המשחק החוקי השלם הסביר ביותר מחייב %n שינוי בטופס. בטלו את הסימון של שינוי כדי להשאיר את הרישום כפי שנכתב.</numerusform>
            <numerusform>המשחק החוקי השלם הסביר ביותר מחייב %n שינויים בטופס. בטלו את הסימון של שינוי כדי להשאיר את הרישום כפי שנכתב.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>הטופס מכריע שינוי זה: שום דרך אחרת לתקן את הרישום אינה מתאימה באותה מידה.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>לא מוצג כמוכרע: הבדיקה נעצרה בגבול החיפוש שלה לפני שנוסו כל הדרכים האחרות.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>שום דבר בטופס אינו מכריע שינוי זה; מסעים אלה מתאימים באותה מידה. בחרו אחד כדי לראות אותו על הלוח; „בחירת מסע זה” מכניסה אותו ומשחזרת את המשך המשחק שאחריו.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(אין מסע): הרישום מושמט</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 מתאים לטופס באותה מידה (עדיין לא מסע המשחק)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>שינויים</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>השינויים שהמשחק הסביר ביותר צריך, אחד בכל שורה; שינוי מסומן נכתב לטופס.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>המשחק כפי ששוחזר</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>המשחק כולו עם השינויים המסומנים; המסעים שהם משנים מסומנים בקו תחתון.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>כותב את השינויים המסומנים לטופס, כצעד אחד שביטול מחזיר.</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>משאיר את הטופס כפי שהוא.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 לא נשלל: הבדיקה נעצרה בגבול החיפוש שלה לפני שהכריעה אם זה מתאים לטופס הרישום (עדיין לא המסע של המשחק)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>טופס ללא שם</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>שחזור עבודה שלא נשמרה</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck נעצר לפני שטופס הרישום הזה נשמר:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, גובה לאחרונה %2&lt;br&gt;”%3“&lt;br&gt;&lt;br&gt;לשחזר אותו?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>שחזר</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>מחק</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>שאל שוב בהפעלה הבאה</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 ו־%2 דומים בכתב יד</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>הכאה ברגלי נכתבה בלי הטור שלו</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>דו־משמעי: כמה מסעים מתאימים; המשחק ממשיך אחרי המסע הזה</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>נכתב בטור של השחקן האחר</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>נראה שחסר מסע לפני המסע הזה</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>לא נכתב כאן מסע; אחרי המסע הזה הרישומים הבאים מתאימים</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>נכתב %1 במקום שבו במסע יש %2</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 הושמט</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>המסע החוקי הקרוב ביותר למה שנכתב</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>המסע שנכתב חוקי, אבל הרישומים הבאים לא מתאימים אחריו</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>לא מתאים לשום מסע; הושמט</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; גם מסעים אחרים מתאימים לטופס, זה הסביר יותר לפי העמדה על הלוח</translation>
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
        <translation>דוח השופט</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>אירוע</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>מקום</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>סיבוב</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>לוח</translation>
    </message>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>שדה: %1; נכתב בטופס: %2; על הלוח: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>לא הוכרעה</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>רישום</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>שופט</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>נוצר</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 עם ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>הטופס כפי שהוקלד</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>שורה</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>מסע</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>כפי שהוקלד, עם הסימן של כל רישום</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>סימנים: רישום ללא סימן תקין; לרישומים עם קו תחתון יש ממצא.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>שורה %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>רישום אחד אחרי שהשחזור נעצר אינו נבדק, מ־%1 עד %2.</numerusform>
            <numerusform>%n רישומים אחרי שהשחזור נעצר אינם נבדקים, מ־%1 עד %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>שורה %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>ממצאים</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>כל רישום תקין.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>האירועים לשופט</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>אין מה לדווח: אין מסעים בטופס.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>פסיקות</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>כלום</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>משבצת ריקה</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>שחזור: המשחק הסביר ביותר</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>אין צורך בשינוי: המשחק שבטופס חוקי כפי שנכתב.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 נקרא כ־%2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 הוכנס לפני %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 והרישום הבא מחליפים מקומות</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 הושמט</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>החיפוש מיצה את התקציב שלו: הסוף תוקן שבר אחר שבר.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>המשחק עם השינויים האלה:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>השוואה עם %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>הבדלים: %1. טופס זה מגיע עד חצי מסע %2, השני עד חצי מסע %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>טופס זה %1, השני %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: אין מסע</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>חצי מסע %1: %2; המסע שמתאים לשניהם: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>המשחק שמתאים לשני הטפסים:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>לפני %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>העמדה החוזרת, שהופיעה פעם אחת</numerusform>
            <numerusform>העמדה החוזרת, שהופיעה %n פעמים</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>העמדה הסופית</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>נבחרה על ידי השופט</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>דיאגרמות</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>עמדת הפתיחה</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>אחרי %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>הלבן לשחק</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>השחור לשחק</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>דיאגרמה %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>המשחק ברישום נקי</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>לא שוחק אף מסע.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(השחזור נעצר כאן: הרישומים שאחריו אינם נבדקים)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 של טקסט הטופס: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>עמוד %1 מתוך %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>תביעה לחזרה משולשת (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>תביעה לפי חוק חמישים המסעים (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>נפילת דגל (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>מסע בלתי חוקי (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>לא ניתנה ב-ScoreCheck פסיקה על טופס רישום זה.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>בעמדת הפתיחה</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>אחרי %1 (חצי מסע %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, ניתנה %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>ניתנה על גרסה קודמת של טופס הרישום.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>לא ניתן להכריע לפי טופס רישום זה: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>אין מסע</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>לא הוכרע בחצי מסע %1: %2; לא ניתן להכריע על פי טפסים אלה: %3; המשחק ממשיך עם %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>לא הוכרע: הבדיקה נעצרה בגבול החיפוש שלה; המסע שנמצא הוא %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>לא הוכרע בחצי-מסע %1: %2; הבדיקה נעצרה בגבול החיפוש שלה; המסע שנמצא הוא %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>דוח השופט</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>ייצוא דוח כ־PDF</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>report.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>מסמכי PDF (*.pdf);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>אי אפשר לכתוב את %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>אי אפשר לכתוב את %1: לא ניתן היה ליצור את ה־PDF.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>דוח השופט</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>הטופס כפי שהוקלד, כל רישום עם הסימן שלו</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>ממצאים</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>האירועים לשופט</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>פסיקות שניתנו</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>שחזור והשוואה, אם נעשו</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>דיאגרמות</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>המשחק ברישום נקי</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>אם יישאר ריק: קו לחתימה</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>שופט:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>פסיקה</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>הפסיקה במילים: תחילה ההכרעה, אחר כך סעיפי החוקים שעליהם היא נשענת ומה שנובע ממנה.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>שומר את הפסיקה הזו עם הטופס: דוח השופט מדפיס אותה.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>מעתיק את הפסיקה כטקסט פשוט, להדבקה בדוח או בהודעה.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>סוגר את החלון הזה; הפסיקות שנשמרו נשארות עם הטופס.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>הלוח שעליו מעמידים את העמדה</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>מסעים המתאימים למה שהוקלד</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>כנראה הכוונה (לחיצה ימנית כדי לכתוב אחד מהם):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>כנראה הכוונה</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>הדבקה</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>טופס הרישום היה באורך %1 MB, יותר מכל משחק אפשרי (%2 MB); דבר לא הודבק.</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>הצעה</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>השלמה</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ב&amp;צע שוב</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>לא ניתן לקרוא את %1: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 הוא קובץ בינרי, לא טופס משחק ולא טקסט PGN.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>לא ניתן היה לשמור את %1: %2</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 ארוך מ־%2 MB, יותר מכל משחק אפשרי: הקובץ לא נפתח.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 אינו מכיל משחק %2.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 אינו קובץ PGN: המשחק לא נוסף אליו.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>הקלדה</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>הטקסט שאחרי התוצאה לא נבדק.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>הערה שנפתחה כאן אינה נסגרת לעולם: כל מה שבא אחריה נקרא כחלק מההערה.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>יותר רישומים ממה שיכולים להיות במשחק: הטקסט מכאן והלאה לא נקרא.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>וריאנט שנפתח כאן אינו נסגר לעולם: כל מה שבא אחריו נקרא כחלק מהווריאנט.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, ואחריו %2</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 הופך ל-%2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 הוכנס לפני %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 והרישום הבא מחליפים מקומות</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 הושמט</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(משבצת ריקה)</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>לא ניתן להכריע לפי טופס רישום זה: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>לא הוכרע: הבדיקה נעצרה בגבול החיפוש שלה; המסע שנמצא הוא %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>שפת הרישום: %1 (זוהתה אוטומטית)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>שפת הרישום: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>רישום אחד</numerusform>
            <numerusform>%n רישומים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>אחד עם ממצא</numerusform>
            <numerusform>%n עם ממצאים</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>אין ממצאים</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>אחד לא נבדק</numerusform>
            <numerusform>%n לא נבדקו</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>שפת הרישום: %1 (הטופס נקרא באותו אופן ב־%2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>קיצורי מקלדת</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>מקש</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>פקודה</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>היכן</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>אין מסע</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (טופס זה)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (הטופס השני)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (לא נשלל: הבדיקה נעצרה בגבול החיפוש שלה)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 ואחריו %2 (שני הרישומים הוחלפו)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 הושמט לפני %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 במקום %2 במסע %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 במסע %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; או %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; לא נשללו (הבדיקה נעצרה בגבול החיפוש שלה): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>המדריך למשתמש של ScoreCheck</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 אינו חלק מהמדריך; הוא מותקן עם התיעוד של ScoreCheck.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>תקין</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>חוקי, צורה אחרת</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>לא אלגברי</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>דו־משמעי</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>לא חוקי</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>לא קריא</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>לא נבדק</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>כלי נרשם באות שלו בשפת הטופס (%2), %1, ואחריה משבצת היעד, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>לרגלי אין אות: המסע שלו נרשם במשבצת היעד, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>כלי נוסף מאותו סוג, ב־%1, יכול גם הוא ללכת ל־%2, ולכן נרשם הטור שממנו יוצא כלי זה, %3 (C.10).</numerusform>
            <numerusform>כלים נוספים מאותו סוג, ב־%1, יכולים גם הם ללכת ל־%2, ולכן נרשם הטור שממנו יוצא כלי זה, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>כלי נוסף מאותו סוג באותו טור, ב־%1, יכול גם הוא ללכת ל־%2, ולכן נרשמת השורה שממנה יוצא כלי זה, %3 (C.10).</numerusform>
            <numerusform>כלים נוספים מאותו סוג באותו טור, ב־%1, יכולים גם הם ללכת ל־%2, ולכן נרשמת השורה שממנה יוצא כלי זה, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>כלי נוסף מאותו סוג, ב־%1, יכול גם הוא ללכת ל־%2; לא הטור ולא השורה לבדם מבחינים ביניהם, ולכן נרשמת כל משבצת המוצא של כלי זה, %3 (C.10, C.8).</numerusform>
            <numerusform>כלים נוספים מאותו סוג, ב־%1, יכולים גם הם ללכת ל־%2; לא הטור ולא השורה לבדם מבחינים ביניהם, ולכן נרשמת כל משבצת המוצא של כלי זה, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>הכאה ב־%1: מותר לרשום x לפני משבצת זו; הדבר אינו חובה (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>רגלי המכה נרשם עם הטור שממנו הוא יוצא, %1, לפני משבצת היעד; x ביניהם אינו חובה (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>הכאה דרך הילוכו: נרשמת המשבצת שאליה מגיע הרגלי, %1, ולא זו של הרגלי המוכה, %2; מותר להוסיף e.p., הדבר אינו חובה (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>הכתרה: אות הכלי החדש, %1, באה מיד אחרי המשבצת, בלי = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>הצרחה קצרה נרשמת 0-0, באפסים (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>הצרחה ארוכה נרשמת 0-0-0, באפסים (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>שח מגולה: המסע חושף את הכלי ב־%1, הנותן שח.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>שח כפול: הכלים ב־%1 נותנים שח בבת אחת.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>שח: מותר לרשום + אחרי המסע; הדבר אינו חובה (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>מט: מותר לרשום # (או ++) אחרי המסע; הדבר אינו חובה (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A scoresheet to open.</source>
        <translation>טופס משחק לפתיחה.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>שמור תמונה של החלון בקובץ FILE וצא (לצורך המדריך).</translation>
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
        <translation>בודק טופסי משחק שחמט כפי ששופט בודק אותם: טופס שהוקלד או נפתח משוחזר, כל רישום נשפט ומסומן, והחלון פוסק בתביעות, בנפילות דגל ובמסעים בלתי חוקיים.

מצב יציאה:
  0  החלון נסגר, או שהתמונה שהתבקשה נשמרה
  1  אפשרות לא מוכרת, או שלא ניתן היה לשמור את התמונה שהתבקשה

דוגמאות:
  scorecheck
     פותח את החלון על טופס הדוגמה המובנה.
  scorecheck game.pgn
     פותח קובץ PGN; מקובץ עם כמה משחקים, את זה שנבחר מרשימה.
  scorecheck --screenshot window.png sheet.txt
     שומר תמונה של החלון המציג את הטופס, ויוצא.</translation>
    </message>
</context>
</TS>
