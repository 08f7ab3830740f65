// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/report/linesetter.h"

#include <QFontMetricsF>
#include <QGlyphRun>
#include <QPainter>
#include <QTextBoundaryFinder>
#include <QTextLayout>
#include <QTextOption>

#include <cmath>

namespace adjutant::app {

namespace {

// HTML's white space, which rich text shows as one space however much of it there is.
bool htmlSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f';
}

// Set glyph by glyph: what numbers and times are written with. Their glyphs do not kern.
bool byGlyph(QChar c)
{
    return (c >= u'0' && c <= u'9') || QStringView(u"#:.,()+-/%\u00a0").contains(c);
}

// Characters whose setting depends on more than their word: the directions of right-to-left
// text and its marks, controls, format characters (a soft hyphen, a zero-width space), line and
// paragraph separators, and spaces other than the two a line of the log holds.
bool refused(char32_t c)
{
    switch (QChar::direction(c)) {
    case QChar::DirR:
    case QChar::DirAL:
    case QChar::DirAN:
    case QChar::DirRLE:
    case QChar::DirRLO:
    case QChar::DirRLI:
    case QChar::DirLRE:
    case QChar::DirLRO:
    case QChar::DirLRI:
    case QChar::DirFSI:
    case QChar::DirPDF:
    case QChar::DirPDI:
        return true;
    default:
        break;
    }
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate: // one half of a pair, alone
    case QChar::Other_NotAssigned:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    case QChar::Separator_Space:
        return c != U' ' && c != 0xA0;
    default:
        return false;
    }
}

} // namespace

LineSetter::LineSetter(const QFont &body, QPaintDevice *device, double width)
    : mDevice(device), mWidth(width)
{
    mFonts[int(ReportSpan::Style::Plain)] = body;
    mFonts[int(ReportSpan::Style::Bold)] = body;
    mFonts[int(ReportSpan::Style::Bold)].setBold(true);
    mFonts[int(ReportSpan::Style::Italic)] = body;
    mFonts[int(ReportSpan::Style::Italic)].setItalic(true);
    for (size_t style = 0; style < mFonts.size(); ++style)
        mSpaces[style] = QFontMetricsF(mFonts[style], device).horizontalAdvance(QLatin1Char(' '));
}

LineSetter::Set LineSetter::set(const QList<ReportSpan> &spans)
{
    // The line as rich text reads it: each run of HTML's white space one space.
    QString text;
    std::vector<ReportSpan::Style> styles;
    qsizetype length = 0;
    for (const ReportSpan &span : spans)
        length += span.text.size();
    text.reserve(length);
    styles.reserve(size_t(length));
    for (const ReportSpan &span : spans) {
        for (const QChar c : span.text) {
            const bool space = htmlSpace(c);
            if (space && (text.isEmpty() || text.back() == u' '))
                continue;
            text += space ? QChar(u' ') : c;
            styles.push_back(span.style);
        }
    }
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        if (refused(c))
            return {};
    }

    Set set;
    double x = 0;
    // Rich text breaks where Unicode's rules let it, and after any space.
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype unicodeBreak = 0;
    qsizetype from = 0;
    while (from < text.size()) {
        while (unicodeBreak >= 0 && unicodeBreak <= from)
            unicodeBreak = breaks.toNextBoundary();
        qsizetype to = text.indexOf(u' ', from);
        while (to >= 0 && to < text.size() && text[to] == u' ')
            ++to;
        if (to < 0 || (unicodeBreak > from && unicodeBreak < to))
            to = unicodeBreak;
        if (to <= from)
            return {};
        // A word and the space after it, which hangs past the line's end.
        qsizetype end = to;
        while (end > from && text[end - 1] == u' ')
            --end;
        // The word's pieces go on the line, then to the next one if it does not fit.
        const qsizetype word = set.pieces.size();
        double width = 0;
        for (qsizetype run = from; run < end;) {
            const ReportSpan::Style style = styles[size_t(run)];
            qsizetype next = run;
            bool glyphs = true;
            while (next < end && styles[size_t(next)] == style) {
                glyphs = glyphs && byGlyph(text[next]);
                ++next;
            }
            if (glyphs) {
                for (qsizetype i = run; i < next; ++i) {
                    const Piece &piece = character(text[i], style);
                    set.pieces << Placed{&piece, x + width, set.lines};
                    width += piece.advance;
                }
            } else {
                const Piece &piece = shaped(text.sliced(run, next - run), style);
                set.pieces << Placed{&piece, x + width, set.lines};
                width += piece.advance;
            }
            run = next;
        }
        if (width > mWidth)
            return {}; // rich text breaks such a word anywhere
        if (x > 0 && x + width > mWidth) {
            ++set.lines;
            for (qsizetype i = word; i < set.pieces.size(); ++i) {
                set.pieces[i].x -= x;
                set.pieces[i].line = set.lines;
            }
            x = 0;
        }
        x += width;
        if (end < to)
            x += mSpaces[size_t(styles[size_t(end)])];
        from = to;
    }
    ++set.lines;
    return set;
}

void LineSetter::draw(const Set &set, const QPointF &top, const LineMetrics &metrics)
{
    mIndexes.resize(size_t(mRawFonts.size()));
    mPositions.resize(size_t(mRawFonts.size()));
    for (const Placed &placed : set.pieces) {
        const QPointF origin(top.x() + placed.x, top.y() + metrics.top + metrics.ascent + placed.line * metrics.spacing);
        for (const Glyph &glyph : placed.piece->glyphs) {
            mIndexes[size_t(glyph.font)] << glyph.index;
            // On whole dots of the PDF's 300 an inch, which the PDF writes as whole numbers: a
            // glyph's place is then a third shorter to write and to compress.
            const QPointF at = origin + glyph.at;
            mPositions[size_t(glyph.font)] << QPointF(std::round(at.x()), std::round(at.y()));
        }
    }
}

void LineSetter::flush(QPainter &painter)
{
    for (size_t font = 0; font < mIndexes.size(); ++font) {
        if (mIndexes[font].isEmpty())
            continue;
        QGlyphRun run;
        run.setRawFont(mRawFonts[qsizetype(font)]);
        run.setGlyphIndexes(mIndexes[font]);
        run.setPositions(mPositions[font]);
        painter.drawGlyphRun(QPointF(), run);
        mIndexes[font].clear();
        mPositions[font].clear();
    }
}

const LineSetter::Piece &LineSetter::shaped(const QString &text, ReportSpan::Style style)
{
    auto &pieces = mPieces[size_t(style)];
    auto found = pieces.find(text);
    if (found == pieces.end())
        found = pieces.emplace(text, shape(text, style)).first;
    return found->second;
}

const LineSetter::Piece &LineSetter::character(QChar c, ReportSpan::Style style)
{
    auto &pieces = mCharacters[size_t(style)];
    auto found = pieces.find(c.unicode());
    if (found == pieces.end())
        found = pieces.emplace(c.unicode(), shape(QString(c), style)).first;
    return found->second;
}

LineSetter::Piece LineSetter::shape(const QString &text, ReportSpan::Style style)
{
    QTextLayout layout(text, mFonts[size_t(style)], mDevice);
    QTextOption option;
    option.setWrapMode(QTextOption::NoWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    const QTextLine line = layout.createLine();
    layout.endLayout();
    Piece piece;
    piece.advance = line.horizontalAdvance();
    for (const QGlyphRun &run : layout.glyphRuns()) {
        const int font = fontIndex(run.rawFont());
        const QList<quint32> glyphs = run.glyphIndexes();
        const QList<QPointF> at = run.positions();
        for (qsizetype i = 0; i < glyphs.size(); ++i)
            piece.glyphs << Glyph{font, glyphs[i], at[i] - QPointF(0, line.ascent())};
    }
    return piece;
}

int LineSetter::fontIndex(const QRawFont &font)
{
    const qsizetype found = mRawFonts.indexOf(font);
    if (found >= 0)
        return int(found);
    mRawFonts << font;
    return int(mRawFonts.size() - 1);
}

} // namespace adjutant::app
