// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop app's command line answers on the terminal, without a window, for --help,
// --version and mistakes.
#include <QProcess>
#include <QTest>

class TestAppCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void answers_data();
    void answers();
};

void TestAppCommandLine::answers_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("firstLine");
    QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << QStringLiteral("Usage: adjutant [--demo [RULESET] | FILE | --server SERVER [--battle BATTLE]]");
    QTest::newRow("version") << QStringList{QStringLiteral("--version")} << 0 << QStringLiteral("adjutant " ADJUTANT_VERSION);
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--frob")} << 2
                                    << QStringLiteral("adjutant: unknown option --frob");
    QTest::newRow("two files") << QStringList{QStringLiteral("a.adjutant"), QStringLiteral("b.adjutant")} << 2
                               << QStringLiteral("adjutant: give one battle file at most");
    QTest::newRow("demo and a file") << QStringList{QStringLiteral("--demo"), QStringLiteral("a.adjutant")} << 2
                                     << QStringLiteral("adjutant: give --demo or a file, not both");
    QTest::newRow("battle without server") << QStringList{QStringLiteral("--battle"), QStringLiteral("Table 1")} << 2
                                           << QStringLiteral("adjutant: --battle needs --server");
    QTest::newRow("server without value") << QStringList{QStringLiteral("--server")} << 2
                                          << QStringLiteral("adjutant: --server needs a value");
    QTest::newRow("server and a file") << QStringList{QStringLiteral("--server"), QStringLiteral("service=club"),
                                                      QStringLiteral("a.adjutant")}
                                       << 2 << QStringLiteral("adjutant: give --server, --demo or a file, one of them");
}

void TestAppCommandLine::answers()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, firstLine);
    QProcess process;
    // No display at all: the answers must not need one.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ADJUTANT_APP), args);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), exitCode);
    const QByteArray output = exitCode == 0 ? process.readAllStandardOutput() : process.readAllStandardError();
    QCOMPARE(QString::fromUtf8(output).section(QLatin1Char('\n'), 0, 0), firstLine);
}

QTEST_GUILESS_MAIN(TestAppCommandLine)
#include "tst_appcommandline.moc"
