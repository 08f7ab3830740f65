// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/report.h"

#include "app/cli/cli.h"
#include "app/cli/output.h"
#include "app/cli/usageerror.h"
#include "app/gui/report/reportwriter.h"
#include "core/battlesession.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace adjutant::cli {

void addReportOptions(QCommandLineParser &parser)
{
    parser.addOptions({{QStringLiteral("format"), QStringLiteral("pdf or html (default: by OUT's suffix, else pdf)."),
                        QStringLiteral("format")},
                       {QStringLiteral("page"), QStringLiteral("The PDF's page size: a4 or letter."), QStringLiteral("size"),
                        QStringLiteral("a4")}});
}

// The battle report (docs/report.md) as PDF or HTML, told by --format or else by OUT's suffix.
int cmdReport(const QCommandLineParser &parser, const QStringList &args)
{
    QString format = parser.value(QStringLiteral("format")).toLower();
    if (format.isEmpty())
        format = args[1].endsWith(QLatin1String(".html"), Qt::CaseInsensitive) ||
                         args[1].endsWith(QLatin1String(".htm"), Qt::CaseInsensitive)
                     ? QStringLiteral("html")
                     : QStringLiteral("pdf");
    if (format != QLatin1String("pdf") && format != QLatin1String("html"))
        throw UsageError{QStringLiteral("--format: %1 is not pdf or html").arg(parser.value(QStringLiteral("format")))};
    const QString page = parser.value(QStringLiteral("page")).toLower();
    if (page != QLatin1String("a4") && page != QLatin1String("letter"))
        throw UsageError{QStringLiteral("--page: %1 is not a4 or letter").arg(parser.value(QStringLiteral("page")))};
    const auto session = openBattle(args[0]);
    const bool pdf = format == QLatin1String("pdf");
    const int pages = app::writeReport(*session, args[0], args[1], pdf ? app::ReportFormat::Pdf : app::ReportFormat::Html,
                                       page == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4);
    QJsonObject json{{QStringLiteral("report"), args[1]}, {QStringLiteral("format"), format}};
    if (pdf) {
        json[QStringLiteral("page")] = page;
        json[QStringLiteral("pages")] = pages;
    }
    printOutput(json);
    return 0;
}

} // namespace adjutant::cli
