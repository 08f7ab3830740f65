// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/report/reportpages.h"

#include <QByteArray>
#include <QList>
#include <QPageSize>
#include <QString>

#include <memory>

class QFont;
class QIODevice;
class QPaintDevice;
class QTextDocument;

namespace adjutant::core {
class BattleSession;
}

namespace adjutant::app {

class BattleReport;
struct LineMetrics;

enum class ReportFormat
{
    Pdf,
    Html
};

// A report laid out on pages: where each of its blocks went (in the report's order) and how
// high a page's text area is, in the PDF's device units.
struct ReportLayout
{
    double pageHeight = 0;
    int pageCount = 0;
    QList<BlockPlace> blocks;
};

// The report as a PDF of `page` sized pages (portrait), its blocks laid out by paginate(): no text
// or picture is cut at a page's edge. Each page's foot names the battle and numbers the page.
// Text is black on white, tables ruled, so that it prints in black and white. Tells `progress` how
// far it has come; when that answers false, throws ReportCancelled.
ReportLayout writeReportPdf(const BattleReport &report, QIODevice *device, QPageSize::PageSizeId page,
                            const ReportProgress &progress = {});
// The report as one HTML file: the same blocks, its pictures inside it (PNG data URIs).
QByteArray reportHtml(const BattleReport &report);

// Writes the report of `session` to `path` as a whole, or nothing: a path that cannot be written,
// or that is the battle's own file (`battlePath`), throws core::Error naming it and why, with
// nothing written or changed. Returns the PDF's number of pages (0 for HTML). Tells `progress`
// how far it has come; when that answers false, throws ReportCancelled, nothing written.
int writeReport(const core::BattleSession &session, const QString &battlePath, const QString &path,
                ReportFormat format, QPageSize::PageSizeId page, const ReportProgress &progress = {});

// The report's text font: the application's, at the report's size.
QFont reportFont();
// Rich text as the PDF lays it out: `width` wide on `device`, in reportFont(), black.
std::unique_ptr<QTextDocument> reportText(const QString &html, double width, QPaintDevice *device);
// How reportText() stacks the lines of a log entry's paragraph (lineHtml()), for LineSetter: read
// off a paragraph of two lines in every style such a line has.
LineMetrics entryMetrics(double width, QPaintDevice *device);

// The page size the reader's locale prints on: Letter in the United States and Canada, A4
// elsewhere.
QPageSize::PageSizeId localPageSize();

} // namespace adjutant::app
