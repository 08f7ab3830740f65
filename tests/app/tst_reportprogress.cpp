// SPDX-License-Identifier: GPL-3.0-or-later
// A long battle's report tells how far it has come and may be stopped (docs/report.md): in the
// writer, and in the app's Export Report with its progress dialog's Cancel.
#include "app/gui/actions.h"
#include "app/gui/mainwindow.h"
#include "app/gui/report/reportwriter.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace adjutant;

class TestReportProgress : public QObject
{
    Q_OBJECT

private slots:
    void aCancelledReportWritesNothing();
    void cancelTheReportInTheApp();

private:
    QTemporaryDir mDir;
    const QString demo = rulesets::findRuleset(QStringLiteral("fogr"))->demoBattle();
};

// Told how far it has come, a report's progress only grows, from 0 to the whole; told to stop at
// any point, it throws ReportCancelled and writes nothing: a file already there is left as it was.
void TestReportProgress::aCancelledReportWritesNothing()
{
    const auto session = core::BattleFile::create(mDir.filePath(QStringLiteral("cancel.adjutant")),
                                                  core::BattleFile::readScenario(demo));
    const QString path = mDir.filePath(QStringLiteral("cancel.pdf"));
    QFile earlier(path);
    QVERIFY(earlier.open(QIODevice::WriteOnly));
    earlier.write("an earlier report\n");
    earlier.close();
    const QStringList filesBefore = QDir(mDir.path()).entryList(QDir::Files);
    for (const app::ReportFormat format : {app::ReportFormat::Pdf, app::ReportFormat::Html}) {
        QList<double> told;
        app::writeReport(*session, {}, mDir.filePath(QStringLiteral("whole")), format, QPageSize::A4, [&](double done) {
            told << done;
            return true;
        });
        QVERIFY(!told.isEmpty());
        QCOMPARE(told.first(), 0.0);
        QVERIFY(std::is_sorted(told.begin(), told.end()));
        QVERIFY(told.last() <= 1.0);
        if (format == app::ReportFormat::Pdf)
            QCOMPARE(told.last(), 1.0); // drawn to the end before it is written
        QVERIFY(QFile::remove(mDir.filePath(QStringLiteral("whole"))));
        // Stopped at each point it told of.
        for (const double stopAt : told) {
            QVERIFY_THROWS_EXCEPTION(app::ReportCancelled,
                                     app::writeReport(*session, {}, path, format, QPageSize::A4,
                                                      [stopAt](double done) { return done < stopAt; }));
            QVERIFY(earlier.open(QIODevice::ReadOnly));
            QCOMPARE(earlier.readAll(), QByteArray("an earlier report\n"));
            earlier.close();
            QCOMPARE(QDir(mDir.path()).entryList(QDir::Files), filesBefore); // no temporary file left
        }
    }
}

// File > Export Report... with the progress dialog's Cancel pressed: nothing written, and the
// status bar says so.
void TestReportProgress::cancelTheReportInTheApp()
{
    app::MainWindow window;
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("cancelled"))));
    const QString pdf = mDir.filePath(QStringLiteral("cancelled report.pdf"));
    bool cancelled = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->selectFile(pdf);
        // Once the report is being written, its progress dialog's Cancel.
        QTimer::singleShot(0, &window, [&] {
            auto *progress = window.findChild<QProgressDialog *>();
            QVERIFY(progress);
            QVERIFY(progress->isVisible());
            progress->cancel();
            cancelled = true;
        });
        static_cast<QDialog *>(dialog)->accept();
    });
    window.actions()->exportReport->trigger();
    QVERIFY(cancelled);
    QVERIFY(!QFile::exists(pdf));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Report cancelled: nothing was written"));
}

QTEST_MAIN(TestReportProgress)
#include "tst_reportprogress.moc"
