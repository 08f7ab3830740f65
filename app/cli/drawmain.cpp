// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli-draw: adjutant-cli's drawing program (app/cli/cli.h, Drawing), which adjutant-cli
// runs in its place for the commands that draw or read photos: `report` draws the table and the
// chart with the app's own views, `calibrate` the board's caption, `capture` reads photos with
// OpenCV. It runs every other command too, as adjutant-cli does.
#include "app/cli/calibrate.h"
#include "app/cli/capture.h"
#include "app/cli/cli.h"
#include "app/cli/report.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

QtMessageHandler qtHandler = nullptr;

// Qt's start-up probe for a Wayland socket warns when XDG_RUNTIME_DIR is unset (over ssh, in cron,
// in a container) on every run; the report draws off screen and needs no runtime folder, so that
// line would only tell a script something is wrong when nothing is.
void withoutRuntimeFolderWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (qtHandler)
        qtHandler(type, context, message);
    else
        std::fputs(qPrintable(qFormatLogMessage(type, context, message) + QLatin1Char('\n')), stderr);
}

} // namespace

int main(int argc, char **argv)
{
    // The report's pictures and the calibration board's caption need a QApplication; they draw off
    // screen, so that the command works without a display (over ssh, in a script, on a server) and
    // never shows a window.
    const bool drawing =
        argc > 1 && (std::strcmp(argv[1], "report") == 0 || std::strcmp(argv[1], "calibrate") == 0);
    if (drawing) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        qtHandler = qInstallMessageHandler(withoutRuntimeFolderWarning);
    }
    const std::unique_ptr<QCoreApplication> app = drawing
                                                      ? std::make_unique<QApplication>(argc, argv)
                                                      : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("adjutant-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    using namespace adjutant::cli;
    setDrawing({addReportOptions, cmdReport, addCaptureOptions, cmdCapture, addCalibrateOptions, cmdCalibrate});
    return run(QCoreApplication::arguments());
}
