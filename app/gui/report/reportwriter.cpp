// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/report/reportwriter.h"

#include "app/gui/report/battlereport.h"
#include "app/gui/report/linesetter.h"
#include "core/atomicfile.h"
#include "core/error.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <memory>
#include <vector>

namespace adjutant::app {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("BattleReport", text);
}

constexpr int dpi = 300;
constexpr double bodyPoints = 9.5;
constexpr double footPoints = 7.5;

} // namespace

QFont reportFont()
{
    QFont font = QGuiApplication::font();
    font.setPointSizeF(bodyPoints);
    return font;
}

std::unique_ptr<QTextDocument> reportText(const QString &html, double width, QPaintDevice *device)
{
    auto document = std::make_unique<QTextDocument>();
    document->documentLayout()->setPaintDevice(device);
    document->setDefaultFont(reportFont());
    document->setDocumentMargin(0);
    // Headings a little apart from what they head; black text and rules, for a black and white
    // printer.
    document->setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 18pt; } h2 { font-size: 14pt; margin-top: 10px; } "
        "h3 { font-size: 11.5pt; margin-top: 6px; } p { margin-top: 2px; margin-bottom: 2px; } "
        "table { border-color: #000000; border-style: solid; } body { color: #000000; }"));
    // The width first: the HTML is then laid out once, at that width.
    document->setTextWidth(width);
    document->setHtml(html);
    return document;
}

LineMetrics entryMetrics(double width, QPaintDevice *device)
{
    const auto paragraph = reportText(
        QStringLiteral("<p><b>#1</b>&nbsp;00:00&nbsp;<i>A</i>&nbsp;A<br><b>#2</b>&nbsp;<i>A</i>&nbsp;A</p>"), width, device);
    const QTextLayout &lines = *paragraph->begin().layout();
    LineMetrics metrics;
    metrics.top = lines.position().y() + lines.lineAt(0).y();
    metrics.ascent = lines.lineAt(0).ascent();
    metrics.spacing = lines.lineAt(1).y() - lines.lineAt(0).y();
    metrics.bottom = paragraph->size().height() - metrics.height(2);
    return metrics;
}

namespace {

QString pngDataUri(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(bytes.toBase64());
}

} // namespace

QPageSize::PageSizeId localPageSize()
{
    const QLocale::Territory territory = QLocale().territory();
    return territory == QLocale::UnitedStates || territory == QLocale::Canada ? QPageSize::Letter
                                                                              : QPageSize::A4;
}

ReportLayout writeReportPdf(const BattleReport &report, QIODevice *device, QPageSize::PageSizeId page,
                            const ReportProgress &progress)
{
    QPdfWriter writer(device);
    writer.setResolution(dpi);
    writer.setPageLayout(QPageLayout(QPageSize(page), QPageLayout::Portrait,
                                     QMarginsF(18, 15, 18, 12), QPageLayout::Millimeter));
    writer.setTitle(report.title());
    writer.setCreator(QStringLiteral("Adjutant"));
    const QRect paint = writer.pageLayout().paintRectPixels(dpi);
    const double width = paint.width();
    QFont foot = QGuiApplication::font();
    foot.setPointSizeF(footPoints);
    const double footHeight = QFontMetricsF(foot, &writer).height() * 2.5;

    ReportLayout layout;
    layout.pageHeight = paint.height() - footHeight;
    const double gap = QFontMetricsF(QGuiApplication::font(), &writer).height() * 0.6;
    const QList<ReportBlock> &blocks = report.blocks();
    const std::function<void(double)> layingOut = progressPart(progress, 0, 0.5);
    const std::function<void(double)> drawing = progressPart(progress, 0.5, 1);
    // A block's text or a picture's caption as rich text; a log entry that is one line of text (most
    // of a long battle's blocks) by the line setter.
    std::vector<std::unique_ptr<QTextDocument>> texts;
    std::vector<LineSetter::Set> lines;
    LineSetter setter(reportFont(), &writer, width);
    const LineMetrics metrics = entryMetrics(width, &writer);
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        if (i % 64 == 0)
            layingOut(double(i) / double(blocks.size()));
        const ReportBlock &block = blocks[i];
        lines.push_back(block.line.isEmpty() ? LineSetter::Set{} : setter.set(block.line));
        if (lines.back().lines == 0)
            texts.push_back(reportText(block.line.isEmpty() ? block.html : lineHtml(block.line), width, &writer));
        else
            texts.push_back(nullptr);
    }
    QList<QSizeF> pictures;
    QList<double> heights;
    QList<bool> keep;
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        const ReportBlock &block = blocks[i];
        if (!texts[size_t(i)]) {
            pictures << QSizeF();
            heights << metrics.height(lines[size_t(i)].lines);
            keep << block.keepWithNext;
            continue;
        }
        QTextDocument &text = *texts[size_t(i)];
        double height = text.size().height();
        QSizeF picture;
        if (block.kind == ReportBlock::Kind::Picture && !block.picture.isNull()) {
            // As wide as the text, but no higher than would let two pictures share a page (the
            // table at the start and at the end, side by side in time).
            const QSizeF image = block.picture.deviceIndependentSize();
            picture = image.scaled(QSizeF(width, layout.pageHeight * 0.42), Qt::KeepAspectRatio);
            height += picture.height() + gap / 2;
        } else if (height > layout.pageHeight) {
            // Broken between its lines or rows, each part a page high.
            text.setPageSize(QSizeF(width, layout.pageHeight));
            height = text.pageCount() * layout.pageHeight;
        }
        pictures << picture;
        heights << height;
        keep << block.keepWithNext;
    }
    layout.blocks = paginate(heights, keep, layout.pageHeight, gap);
    layout.pageCount = layout.blocks.isEmpty() ? 1 : layout.blocks.last().page + layout.blocks.last().pages;

    QPainter painter(&writer);
    int current = 0;
    const auto finishPage = [&] {
        painter.save();
        painter.setPen(Qt::black);
        setter.flush(painter);
        painter.setFont(foot);
        const QRectF line(0, paint.height() - footHeight / 2, width, footHeight / 2);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignBottom, report.title());
        painter.drawText(line, Qt::AlignRight | Qt::AlignBottom,
                         tr("Page %1 of %2").arg(current + 1).arg(layout.pageCount));
        painter.restore();
    };
    const auto turnTo = [&](int page) {
        while (current < page) {
            finishPage();
            writer.newPage();
            ++current;
        }
    };
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        if (i % 64 == 0)
            drawing(double(i) / double(blocks.size()));
        const BlockPlace &place = layout.blocks[i];
        turnTo(place.page);
        if (!texts[size_t(i)]) {
            setter.draw(lines[size_t(i)], QPointF(0, place.top), metrics);
            continue;
        }
        QTextDocument &text = *texts[size_t(i)];
        double top = place.top;
        if (!pictures[i].isEmpty()) {
            const QSizeF size = pictures[i];
            const QRectF target((width - size.width()) / 2, top, size.width(), size.height());
            painter.drawImage(target, blocks[i].picture);
            // A hairline frame, so that a white table edge shows on white paper.
            painter.setPen(QPen(Qt::black, 0));
            painter.drawRect(target);
            top += size.height() + gap / 2;
        }
        for (int part = 0; part < place.pages; ++part) {
            turnTo(place.page + part);
            painter.save();
            const double from = place.pages > 1 ? part * layout.pageHeight : 0;
            painter.translate(0, top - from);
            text.drawContents(&painter, place.pages > 1 ? QRectF(0, from, width, layout.pageHeight) : QRectF());
            painter.restore();
        }
    }
    turnTo(layout.pageCount - 1);
    finishPage();
    drawing(1);
    painter.end();
    return layout;
}

QByteArray reportHtml(const BattleReport &report)
{
    QString html = QStringLiteral(
                       "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<title>%1</title>\n<style>\n"
                       "body { font-family: sans-serif; max-width: 52em; margin: 2em auto; padding: 0 1em; "
                       "color: #000; background: #fff; line-height: 1.35; }\n"
                       "table { border-collapse: collapse; margin: 0.3em 0; }\n"
                       "th, td { border: 1px solid #000; padding: 2px 6px; vertical-align: top; }\n"
                       "th { background: #e6e6e6; }\n"
                       "h2, h3 { break-after: avoid; page-break-after: avoid; }\n"
                       ".entry, figure, tr { break-inside: avoid; page-break-inside: avoid; }\n"
                       ".entry { border-top: 1px solid #bbb; padding: 0.2em 0; }\n"
                       ".entry p { margin: 0.15em 0; }\n"
                       "figure { margin: 1em 0; }\n"
                       "figure img { max-width: 100%; height: auto; border: 1px solid #000; }\n"
                       "figcaption { font-style: italic; }\n"
                       "</style>\n</head>\n<body>\n")
                       .arg(report.title().toHtmlEscaped());
    for (const ReportBlock &block : report.blocks()) {
        switch (block.kind) {
        case ReportBlock::Kind::Picture:
            if (block.picture.isNull()) {
                html += QStringLiteral("<p>%1</p>\n").arg(block.html);
                break;
            }
            html += QStringLiteral("<figure><img src=\"%1\" width=\"%2\" alt=\"%3\">"
                                   "<figcaption>%4</figcaption></figure>\n")
                        .arg(pngDataUri(block.picture))
                        .arg(qRound(block.picture.deviceIndependentSize().width()))
                        .arg(QString(block.html).remove(QRegularExpression(QStringLiteral("<[^>]*>"))).toHtmlEscaped(),
                             block.html);
            break;
        case ReportBlock::Kind::Entry:
            html += QStringLiteral("<div class=\"entry\" id=\"entry-%1\">%2</div>\n")
                        .arg(block.seq)
                        .arg(block.line.isEmpty() ? block.html : lineHtml(block.line));
            break;
        default:
            html += block.html + QLatin1Char('\n');
            break;
        }
    }
    html += QStringLiteral("</body>\n</html>\n");
    return html.toUtf8();
}

int writeReport(const core::BattleSession &session, const QString &battlePath, const QString &path,
                ReportFormat format, QPageSize::PageSizeId page, const ReportProgress &progress)
{
    const QFileInfo out(path);
    if (out.isDir())
        throw core::Error(QStringLiteral("%1: is a folder, not a file to write the report to").arg(path));
    if (!out.absoluteDir().exists())
        throw core::Error(QStringLiteral("%1: cannot be written: there is no folder %2")
                              .arg(path, QDir::toNativeSeparators(out.absolutePath())));
    if (!battlePath.isEmpty() && out.exists() && QFileInfo(battlePath).exists() &&
        out.canonicalFilePath() == QFileInfo(battlePath).canonicalFilePath())
        throw core::Error(QStringLiteral("%1: is the battle's own file; the report goes to another").arg(path));
    // Made, then laid out and drawn: a long log's entries take most of both.
    const BattleReport report(session, progressShare(progress, 0, format == ReportFormat::Pdf ? 0.2 : 1));
    int pages = 0;
    QByteArray bytes;
    if (format == ReportFormat::Pdf) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        pages = writeReportPdf(report, &buffer, page, progressShare(progress, 0.2, 1)).pageCount;
    } else {
        bytes = reportHtml(report);
    }
    // Written whole or not at all, and a failure says why in words ("the disk is full"), as the
    // battle file's own writes do.
    core::AtomicFile::replace(path, bytes);
    return pages;
}

} // namespace adjutant::app
