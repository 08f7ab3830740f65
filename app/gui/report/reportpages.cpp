// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/report/reportpages.h"

#include <algorithm>
#include <cmath>

namespace adjutant::app {

ReportProgress progressShare(const ReportProgress &whole, double from, double to)
{
    if (!whole)
        return {};
    return [whole, from, to](double done) { return whole(from + (to - from) * std::clamp(done, 0.0, 1.0)); };
}

std::function<void(double done)> progressPart(const ReportProgress &whole, double from, double to)
{
    if (!whole)
        return [](double) {};
    return [share = progressShare(whole, from, to)](double done) {
        if (!share(done))
            throw ReportCancelled{};
    };
}

QList<BlockPlace> paginate(const QList<double> &heights, const QList<bool> &keepWithNext,
                           double pageHeight, double gap)
{
    QList<BlockPlace> places;
    int page = 0;
    double y = 0; // where the next block would begin on `page`
    for (qsizetype i = 0; i < heights.size(); ++i) {
        const double height = heights[i];
        if (height > pageHeight) {
            if (y > 0) {
                ++page;
                y = 0;
            }
            const int pages = int(std::ceil(height / pageHeight - 1e-9));
            places.append({page, 0, height, pages});
            page += pages; // the next block begins a page of its own
            y = 0;
            continue;
        }
        // The room this block asks for: itself, and for a heading the headings and the first
        // block after it (one taller than a page begins a page of its own anyway).
        double needed = height;
        for (qsizetype j = i; j + 1 < heights.size() && j < keepWithNext.size() && keepWithNext[j]; ++j)
            needed += heights[j + 1] > pageHeight ? 0 : gap + heights[j + 1];
        needed = std::min(needed, pageHeight);
        if (y > 0 && y + needed > pageHeight) {
            ++page;
            y = 0;
        }
        places.append({page, y, height, 1});
        y += height + gap;
    }
    return places;
}

} // namespace adjutant::app
