// SPDX-License-Identifier: GPL-3.0-or-later
// The battle report (docs/report.md), as `adjutant-cli report` and File > Export Report write it:
// a battle played from the input (fuzz::playedBattle: a scenario, then changes recorded in turn),
// its report made (app::BattleReport: the sides, orders of battle, the chart, the pictures of the
// table, the log) and written as a PDF of A4 pages and as HTML, on the offscreen platform.

#include "fuzz/fuzzing.h"
#include "fuzz/fuzzingapp.h"

#include "app/gui/report/battlereport.h"
#include "app/gui/report/reportwriter.h"
#include "core/battlesession.h"
#include "core/error.h"

#include <QBuffer>

using namespace adjutant;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initializeApp(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto session = fuzz::playedBattle(fuzz::bytes(data, size));
    if (!session)
        return 0;
    try {
        const app::BattleReport report(*session);
        QBuffer pdf;
        pdf.open(QIODevice::WriteOnly);
        const app::ReportLayout layout = app::writeReportPdf(report, &pdf, QPageSize::A4);
        if (layout.pageCount < 1 || !pdf.data().startsWith("%PDF"))
            fuzz::fail(QStringLiteral("the report's PDF has no page"));
        if (app::reportHtml(report).isEmpty())
            fuzz::fail(QStringLiteral("the report's HTML is empty"));
    } catch (const core::Error &) {
    }
    return 0;
}
