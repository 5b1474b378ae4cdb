// SPDX-License-Identifier: GPL-3.0-or-later
// core/chess/platform.h against plain definitions: the bit count and the byte swap on edge cases and
// random words, and the table allocation zeroed and writable. Built with SCORECHECK_PORTABLE_FALLBACKS
// (scripts/sanitize.sh) it tests the fallbacks an MSVC or macOS build takes.

#include "chess/platform.h"

#include <QTest>

#include <cstdint>
#include <iterator>
#include <random>
#include <vector>

namespace {

int plainPopCount(std::uint64_t x)
{
    int count = 0;
    for (int i = 0; i < 64; ++i)
        count += int((x >> i) & 1);
    return count;
}

std::uint64_t plainByteSwap(std::uint64_t x)
{
    std::uint64_t swapped = 0;
    for (int i = 0; i < 8; ++i)
        swapped |= ((x >> (8 * i)) & 0xFF) << (8 * (7 - i));
    return swapped;
}

// The tables are never freed, as in the engine (a few MB in a test): kept in plain global storage, which
// outlives the leak checker's look at the heap, they are not leaks.
std::uint64_t* lifelongTables[8];
std::size_t lifelongTableCount = 0;
void keepForLife(std::uint64_t* table)
{
    if (lifelongTableCount == std::size(lifelongTables))
        qFatal("more lifelong tables than the test keeps");
    lifelongTables[lifelongTableCount++] = table;
}

std::vector<std::uint64_t> testWords()
{
    std::vector<std::uint64_t> words = {0, 1, ~std::uint64_t(0), std::uint64_t(1) << 63, 0x8000000000000001ULL,
        0x0123456789ABCDEFULL, 0xFF00000000000000ULL, 0x00000000000000FFULL, 0x5555555555555555ULL};
    for (int i = 0; i < 64; ++i)
        words.push_back(std::uint64_t(1) << i);
    std::mt19937_64 random(20);
    for (int i = 0; i < 10000; ++i)
        words.push_back(random() & random());  // sparse words too, as bitboards mostly are
    for (int i = 0; i < 10000; ++i)
        words.push_back(random());
    return words;
}

}  // namespace

class TestPlatform : public QObject {
    Q_OBJECT

private slots:
    void popCountCountsBits();
    void popCountIsConstexpr();
    void byteSwapReversesBytes();
    void lifelongTableIsZeroedAndWritable_data();
    void lifelongTableIsZeroedAndWritable();
};

void TestPlatform::popCountCountsBits()
{
    for (std::uint64_t w : testWords())
        QCOMPARE(chess::popCount(w), plainPopCount(w));
}

void TestPlatform::popCountIsConstexpr()
{
    // The engine's compile-time tables count bits: the fallback must work there too.
    static_assert(chess::popCount(0xF0F0ULL) == 8);
    static_assert(chess::popCount(~0ULL) == 64);
}

void TestPlatform::byteSwapReversesBytes()
{
    for (std::uint64_t w : testWords()) {
        QCOMPARE(chess::byteSwap(w), plainByteSwap(w));
        QCOMPARE(chess::byteSwap(chess::byteSwap(w)), w);
    }
}

void TestPlatform::lifelongTableIsZeroedAndWritable_data()
{
    QTest::addColumn<qsizetype>("count");
    QTest::newRow("the attack tables' size") << qsizetype(102400 + 5248);
    QTest::newRow("one word") << qsizetype(1);
    QTest::newRow("more than a 2 MB page") << qsizetype(300000);
}

void TestPlatform::lifelongTableIsZeroedAndWritable()
{
    QFETCH(qsizetype, count);
    std::uint64_t* const table = chess::platform::allocateLifelongTable(std::size_t(count));
    keepForLife(table);
    QVERIFY(table);
    QCOMPARE(reinterpret_cast<std::uintptr_t>(table) % alignof(std::uint64_t), std::uintptr_t(0));
    for (qsizetype i = 0; i < count; ++i)
        QCOMPARE(table[i], std::uint64_t(0));
    for (qsizetype i = 0; i < count; ++i)
        table[i] = std::uint64_t(i) * 0x9E3779B97F4A7C15ULL;
    for (qsizetype i = 0; i < count; ++i)
        QCOMPARE(table[i], std::uint64_t(i) * 0x9E3779B97F4A7C15ULL);
}

QTEST_GUILESS_MAIN(TestPlatform)
#include "tst_platform.moc"
