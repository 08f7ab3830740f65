// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli capture end to end: a battle file with markers, a synthetic photo of its table
// with two battle groups moved (a JPEG on disk, as a phone's), the proposal as JSON (checked
// against docs/schemas/capture.schema.json by cli()), --apply recording one step that `show`
// then reflects, and the refusals: hostile photo paths, bad options, a photo that shows no table.
// A refused capture records nothing.
#include "clitest.h"

#include "capture/testing/battlescene.h"
#include "capture/testing/syntheticphoto.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/markers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <sys/stat.h>

#include <cmath>

using namespace adjutant;

class TestCliCapture : public CliTest
{
    Q_OBJECT
private slots:
    void init();
    void proposesAndApplies();
    void refusals_data();
    void refusals();

private:
    // The photo of the demo's table with the Tercio drawn back and the flank Dutch moved.
    QString photo(const core::Battle &truth, const QString &name, bool tableMarkers = true);
    core::Battle mBattle;
    core::Battle mTruth;
    QString mFile;
};

void TestCliCapture::init()
{
    mBattle = core::BattleFile::readScenario(demo());
    core::Changes::apply(mBattle, *core::markers::propose(mBattle, false));
    mTruth = mBattle;
    for (core::Base &b : mTruth.units[0].bases)
        b.y = core::Length::fromMillimetres(b.y.millimetres() - 200.0);
    for (core::Base &b : mTruth.units[2].bases)
        b.x = core::Length::fromMillimetres(b.x.millimetres() + 150.0);
    mFile = path(QStringLiteral("%1.adjutant").arg(QTest::currentTestFunction()));
    QFile::remove(mFile);
    core::BattleFile::create(mFile, mBattle).reset();
}

QString TestCliCapture::photo(const core::Battle &truth, const QString &name, bool tableMarkers)
{
    const capture::CaptureSettings settings;
    capturetesting::SyntheticScene scene = capturetesting::battleScene(truth, settings);
    if (!tableMarkers)
        scene.tableMarkers.clear();
    capturetesting::Degradation degradation;
    degradation.blurSigma = 0.8;
    degradation.noiseSigma = 2.0;
    const capturetesting::SyntheticPhoto shot = capturetesting::render(
        scene, capturetesting::cameraOver(truth, settings, 15.0, 0.0, QSize(4000, 3000)), degradation);
    const QString file = path(name);
    if (!shot.image.save(file, "JPEG", 90))
        qFatal("could not write %s", qPrintable(file));
    return file;
}

void TestCliCapture::proposesAndApplies()
{
    const QString table = photo(mTruth, QStringLiteral("table.jpg"));
    const QJsonObject proposal = json({QStringLiteral("capture"), mFile, table}).object();
    QCOMPARE(proposal.value(QStringLiteral("photos")).toArray().size(), 1);
    const QJsonObject shot = proposal.value(QStringLiteral("photos")).toArray().first().toObject();
    QCOMPARE(shot.value(QStringLiteral("tableMarkersSeen")).toInt(), 10);
    QCOMPARE(shot.value(QStringLiteral("width")).toInt(), 4000);
    const QJsonArray units = proposal.value(QStringLiteral("units")).toArray();
    QCOMPARE(units.size(), 3);
    QStringList statuses;
    for (const QJsonValue &unit : units)
        statuses << unit[QStringLiteral("status")].toString();
    QCOMPARE(statuses, (QStringList{QStringLiteral("moved"), QStringLiteral("inPlace"), QStringLiteral("moved")}));
    // A base of the Tercio: from where the battle has it to where the photo shows it, in MU.
    const QJsonObject base = units[0][QStringLiteral("bases")].toArray().first().toObject();
    const double fromY = base[QStringLiteral("from")][QStringLiteral("y")].toDouble();
    const double toY = base[QStringLiteral("to")][QStringLiteral("y")].toDouble();
    QVERIFY2(std::abs(fromY - toY - 8.0) < 0.04, qPrintable(QStringLiteral("moved %1 MU").arg(fromY - toY))); // 200 mm
    QCOMPARE(proposal.value(QStringLiteral("proposed"))[QStringLiteral("type")].toString(), QStringLiteral("bases.moved"));
    QVERIFY(!proposal.contains(QStringLiteral("applied")));
    // Nothing is recorded without --apply.
    QCOMPARE(json({QStringLiteral("log"), mFile}).object().value(QStringLiteral("events")).toArray().size(), 1);

    const QJsonObject applied = json({QStringLiteral("capture"), QStringLiteral("--apply"), mFile, table}).object();
    QVERIFY2(applied.value(QStringLiteral("applied"))[QStringLiteral("description")].toString().startsWith(
                 QStringLiteral("From a photo: moved 20 bases of \"Tercio\" and \"Dutch foot (flank)\"")),
             qPrintable(applied.value(QStringLiteral("applied"))[QStringLiteral("description")].toString()));
    const core::Battle after = core::BattleFile::open(mFile)->battle();
    for (int u = 0; u < after.units.size(); ++u) {
        for (int b = 0; b < after.units[u].bases.size(); ++b) {
            const core::Base &placed = after.units[u].bases[b];
            const core::Base &real = mTruth.units[u].bases[b];
            QVERIFY(std::hypot(placed.x.millimetres() - real.x.millimetres(),
                               placed.y.millimetres() - real.y.millimetres()) <= 1.0);
        }
    }
    // Captured again, the table is where the battle has it: nothing to move, nothing recorded.
    const QJsonObject again = json({QStringLiteral("capture"), QStringLiteral("--apply"), mFile, table}).object();
    QVERIFY(again.value(QStringLiteral("applied")).isNull());
    QVERIFY(again.value(QStringLiteral("proposed")).isNull());
    QCOMPARE(json({QStringLiteral("log"), mFile}).object().value(QStringLiteral("events")).toArray().size(), 2);
}

void TestCliCapture::refusals_data()
{
    QTest::addColumn<QStringList>("args"); // after "capture FILE"; {dir} is the test's folder
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // after "adjutant-cli capture: "
    QTest::newRow("no photo") << QStringList{QStringLiteral("{dir}/none.jpg")} << 1
                              << QStringLiteral("{dir}/none.jpg: no such file");
    QTest::newRow("a folder") << QStringList{QStringLiteral("{dir}")} << 1 << QStringLiteral("{dir}: not a regular file");
    QTest::newRow("endless") << QStringList{QStringLiteral("/dev/zero")} << 1
                             << QStringLiteral("/dev/zero: not a regular file");
    QTest::newRow("a fifo") << QStringList{QStringLiteral("{dir}/pipe.jpg")} << 1
                            << QStringLiteral("{dir}/pipe.jpg: not a regular file");
    QTest::newRow("empty") << QStringList{QStringLiteral("{dir}/empty.jpg")} << 1
                           << QStringLiteral("{dir}/empty.jpg: the file is empty");
    QTest::newRow("not an image") << QStringList{QStringLiteral("{dir}/text.jpg")} << 1
                                  << QStringLiteral("{dir}/text.jpg: not an image this build can read");
    const QString longName = QStringLiteral("{dir}/") + QString(40000, u'x') + QStringLiteral(".jpg");
    QTest::newRow("a 40,000-character name") << QStringList{longName} << 1 << longName + QStringLiteral(": no such file");
    QTest::newRow("no table markers") << QStringList{QStringLiteral("{dir}/blind.jpg")} << 1
                                      << QStringLiteral("{dir}/blind.jpg: no table marker seen: at least 3 are needed to place the photo on the table");
    QTest::newRow("base height") << QStringList{QStringLiteral("--base-height"), QStringLiteral("thick"),
                                                QStringLiteral("{dir}/none.jpg")}
                                 << 2 << QStringLiteral("--base-height: thick is not a number from 0 to 50");
    QTest::newRow("marker size") << QStringList{QStringLiteral("--marker-size"), QStringLiteral("5"),
                                                QStringLiteral("{dir}/none.jpg")}
                                 << 2 << QStringLiteral("--marker-size: 5 is not a number from 8 to 20");
    QTest::newRow("focal") << QStringList{QStringLiteral("--focal"), QStringLiteral("nan"), QStringLiteral("{dir}/none.jpg")}
                           << 2 << QStringLiteral("--focal: nan is not a number from 100 to 100000");
}

void TestCliCapture::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const QString dir = mDir.path();
    ::mkfifo(QFile::encodeName(path(QStringLiteral("pipe.jpg"))).constData(), 0600);
    QFile(path(QStringLiteral("empty.jpg"))).open(QIODevice::WriteOnly);
    QFile text(path(QStringLiteral("text.jpg")));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("a shopping list, not a photo\n");
    text.close();
    if (!QFile::exists(path(QStringLiteral("blind.jpg"))))
        photo(mTruth, QStringLiteral("blind.jpg"), false);
    QFile file(mFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    for (QString &arg : args)
        arg.replace(QStringLiteral("{dir}"), dir);
    message.replace(QStringLiteral("{dir}"), dir);
    const Run run = cli(QStringList{QStringLiteral("capture"), QStringLiteral("--apply"), mFile} + args);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli capture: %1\n").arg(message));
    QVERIFY(run.out.isEmpty());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

QTEST_GUILESS_MAIN(TestCliCapture)
#include "tst_clicapture.moc"
