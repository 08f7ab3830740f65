// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/report/battlereport.h"

#include <QFont>
#include <QList>
#include <QRawFont>

#include <array>
#include <unordered_map>
#include <vector>

class QPaintDevice;
class QPainter;

namespace adjutant::app {

// How rich text stacks the lines of one paragraph, on its paint device: the first line's top
// below the paragraph's (its margin), its baseline below that, one line's top to the next, and
// what follows the last line (the bottom margin). reportwriter.cpp reads them off a paragraph
// that QTextDocument laid out.
struct LineMetrics
{
    double top = 0;
    double ascent = 0;
    double spacing = 0;
    double bottom = 0;

    double height(int lines) const { return top + lines * spacing + bottom; }
};

// Sets the plain spans of a log entry's line (ReportBlock::line) in lines `width` wide, breaking
// where rich text breaks (after spaces, and where Unicode's rules let it) but shaping each
// piece of text once for the whole report: a long log says the same words tens of thousands of
// times, and shaping them is most of what QTextDocument spends on it. Digits and the punctuation
// of numbers and times go glyph by glyph, since numbers are mostly new ("#48213", "(30.5,").
// The PDF of a 100,000-entry log sets its entries this way (docs/benchmarks.md, bench_report).
// Text that it could not set as rich text would is refused, and goes to QTextDocument: right
// to left, control or format characters, a word wider than a line.
class LineSetter
{
public:
    LineSetter(const QFont &body, QPaintDevice *device, double width);

    // A glyph of a set line, in the font `font` of the setter's own list.
    struct Glyph
    {
        int font = 0;
        quint32 index = 0;
        QPointF at; // from the start of its piece, on its baseline
    };
    // A piece of text shaped once: its glyphs and how far it advances.
    struct Piece
    {
        QList<Glyph> glyphs;
        double advance = 0;
    };
    struct Placed
    {
        const Piece *piece = nullptr;
        double x = 0;
        int line = 0;
    };
    // Spans set in lines: each piece where it goes. No lines when refused.
    struct Set
    {
        QList<Placed> pieces;
        int lines = 0;
    };

    Set set(const QList<ReportSpan> &spans);
    // Puts `set` on the page with its paragraph's top at `top` (its first line `metrics.top` below),
    // to be drawn by the next flush(): a page's lines are drawn together, a run of glyphs a font,
    // as a PDF draws a run at about the cost of a glyph.
    void draw(const Set &set, const QPointF &top, const LineMetrics &metrics);
    // Draws what draw() put on the page, with `painter`'s pen.
    void flush(QPainter &painter);

private:
    const Piece &shaped(const QString &text, ReportSpan::Style style);
    const Piece &character(QChar c, ReportSpan::Style style);
    Piece shape(const QString &text, ReportSpan::Style style);
    int fontIndex(const QRawFont &font);

    QPaintDevice *mDevice;
    double mWidth;
    std::array<QFont, 3> mFonts; // by ReportSpan::Style
    std::array<double, 3> mSpaces{};
    QList<QRawFont> mRawFonts;
    std::array<std::unordered_map<QString, Piece>, 3> mPieces;
    std::array<std::unordered_map<char16_t, Piece>, 3> mCharacters;
    // Waiting for flush(): glyphs and where they go, by font.
    std::vector<QList<quint32>> mIndexes;
    std::vector<QList<QPointF>> mPositions;
};

} // namespace adjutant::app
