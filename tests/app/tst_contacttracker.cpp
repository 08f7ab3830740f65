// SPDX-License-Identifier: GPL-3.0-or-later
// The table's contact marks (app::ContactTracker) against brute force on a table set out for
// play, and on a pile (issue 28): copies of one group stacked on one spot, whose every two bases
// would be a mark, are shown overlapping without a mark between two of them, so that opening
// such a file costs no more than its bases.
#include "app/gui/table/contacttracker.h"
#include "measure/tablemeasurer.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <tuple>

using namespace adjutant;

namespace {

// Three files in two ranks of 40 x 20 mm bases around (x, y), facing up, group `group`.
void addGroup(std::vector<geometry::OrientedRect> &bases, std::vector<int> &groups, double x,
              double y, int group)
{
    for (int file = 0; file < 3; ++file) {
        for (int rank = 0; rank < 2; ++rank) {
            bases.push_back({{x + 40.0 * (file - 1), y - 10.0 - 20.0 * rank}, 0, 40, 20});
            groups.push_back(group);
        }
    }
}

using Marked = std::set<std::tuple<std::size_t, std::size_t, int>>;

Marked marked(const app::ContactTracker &tracker)
{
    Marked pairs;
    for (const app::ContactMark &mark : tracker.marks())
        pairs.insert({mark.a, mark.b, int(mark.kind)});
    return pairs;
}

// What the tracker marks, by brute force over every pair: contacts between groups, overlaps of
// any two bases, leaving out the pairs of two bases that `skip` says.
template <typename Skip>
Marked bruteForce(const std::vector<geometry::OrientedRect> &bases, const std::vector<int> &groups,
                  Skip skip)
{
    Marked pairs;
    for (std::size_t a = 0; a < bases.size(); ++a) {
        for (std::size_t b = a + 1; b < bases.size(); ++b) {
            const geometry::Contact contact = geometry::classifyContact(bases[a], bases[b], 0.5);
            const auto kind = contact.kind();
            if (skip(a, b) || kind == geometry::Contact::Kind::None ||
                (kind != geometry::Contact::Kind::Overlap && groups[a] == groups[b]))
                continue;
            pairs.insert({a, b, int(kind)});
        }
    }
    return pairs;
}

} // namespace

class TestContactTracker : public QObject
{
    Q_OBJECT

private slots:
    void marksAsBruteForceOnATableSetOutForPlay()
    {
        std::vector<geometry::OrientedRect> bases;
        std::vector<int> groups;
        addGroup(bases, groups, 500, 500, 0);
        addGroup(bases, groups, 620, 500, 1); // side by side with group 0
        addGroup(bases, groups, 500, 500, 2); // on group 0: every base overlaps its copy
        app::ContactTracker tracker;
        tracker.reset(bases, groups, 0.5);
        const Marked expected = bruteForce(bases, groups, [](std::size_t, std::size_t) { return false; });
        QVERIFY(expected.size() > 6);
        QCOMPARE(marked(tracker), expected);
        QCOMPARE(tracker.piled(), std::vector<bool>(bases.size(), false));
    }

    // 100 copies of a group on one spot (600 bases, each touching or overlapping about 600
    // others), a group beside them, and two groups side by side away from them: the bases more
    // than mostBasesAtOneBase others touch or overlap (the pile, and the beside group's file that
    // touches it) are piled and overlapping, no pair of two of them is marked, and every other
    // pair is marked as brute force says.
    void aPileIsShownOverlappingWithoutItsPairs()
    {
        std::vector<geometry::OrientedRect> bases;
        std::vector<int> groups;
        for (int copy = 0; copy < 100; ++copy)
            addGroup(bases, groups, 500, 500, copy);
        addGroup(bases, groups, 620, 500, 100);
        addGroup(bases, groups, 900, 500, 101);
        addGroup(bases, groups, 1020, 500, 102);
        app::ContactTracker tracker;
        tracker.reset(bases, groups, 0.5);
        std::vector<bool> piled(bases.size());
        for (std::size_t i = 0; i < bases.size(); ++i) {
            std::size_t near = 0;
            for (std::size_t j = 0; j < bases.size(); ++j)
                near += j != i && geometry::distance(bases[i], bases[j]) <= 0.5;
            piled[i] = near > measure::mostBasesAtOneBase;
        }
        // The pile, and the beside group's left file (its first two bases).
        QCOMPARE(std::count(piled.begin(), piled.end(), true), 602);
        QVERIFY(piled[600] && piled[601] && !piled[602]);
        QCOMPARE(tracker.piled(), piled);
        QCOMPARE(tracker.overlapping(), piled);
        const Marked expected =
            bruteForce(bases, groups, [&](std::size_t a, std::size_t b) { return piled[a] && piled[b]; });
        // The two groups away from the pile: the right file of one touches the left file of the
        // other, side edge to side edge (2) and corner to corner (2).
        QCOMPARE(expected.size(), std::size_t(4));
        QCOMPARE(marked(tracker), expected);
    }
};

QTEST_GUILESS_MAIN(TestContactTracker)
#include "tst_contacttracker.moc"
