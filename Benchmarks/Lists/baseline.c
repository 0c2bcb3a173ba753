/* The list benchmark's baseline: the same list as ListBenchmark, written in C the way GTK's own
 * documentation shows: a GtkListView over a GtkStringList of N strings ("Row i"), through a
 * GtkFilterListModel, with a GtkSignalListItemFactory making a box with two labels per row.
 * It prints the same figures, measured the same way (see Benchmarks/Sources/ListBenchmark/main.swift).
 *
 *   gcc -O2 baseline.c -o baseline $(pkg-config --cflags --libs gtk4)
 *   ./baseline N
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static gint64 started, filter_start, last_frame;
static int phase, scroll_steps;
static double frame_times[200];
static GtkWidget *scrolled;
static GtkCustomFilter *filter;
static gboolean filtering;

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void) factory; (void) data;
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new("");
  GtkWidget *detail = gtk_label_new("");
  gtk_widget_set_halign(title, GTK_ALIGN_START);
  gtk_widget_set_halign(detail, GTK_ALIGN_START);
  gtk_widget_add_css_class(detail, "dim-label");
  gtk_box_append(GTK_BOX(box), title);
  gtk_box_append(GTK_BOX(box), detail);
  gtk_widget_set_margin_top(box, 6); gtk_widget_set_margin_bottom(box, 6);
  gtk_widget_set_margin_start(box, 6); gtk_widget_set_margin_end(box, 6);
  gtk_list_item_set_child(item, box);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void) factory; (void) data;
  GtkWidget *box = gtk_list_item_get_child(item);
  GtkWidget *title = gtk_widget_get_first_child(box);
  GtkWidget *detail = gtk_widget_get_next_sibling(title);
  const char *text = gtk_string_object_get_string(GTK_STRING_OBJECT(gtk_list_item_get_item(item)));
  gtk_label_set_text(GTK_LABEL(title), text);
  char buffer[64];
  g_snprintf(buffer, sizeof buffer, "Detail %s", text + 4);
  gtk_label_set_text(GTK_LABEL(detail), buffer);
}

static gboolean keep_every_tenth(gpointer item, gpointer data) {
  (void) data;
  const char *text = gtk_string_object_get_string(GTK_STRING_OBJECT(item));
  return atoi(text + 4) % 10 == 7;
}

static void scroll_one_page(void) {
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
  gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment));
}

static int compare(const void *a, const void *b) {
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static gboolean run_filter(gpointer data) {
  (void) data;
  filter_start = g_get_monotonic_time();
  filtering = TRUE;
  gtk_filter_changed(GTK_FILTER(filter), GTK_FILTER_CHANGE_DIFFERENT);
  phase = 2;
  return G_SOURCE_REMOVE;
}

static void painted(GdkFrameClock *clock, gpointer data) {
  (void) clock; (void) data;
  gint64 now = g_get_monotonic_time();
  if (phase == 0) {
    printf("first_frame_ms %f\n", (now - started) / 1000.0);
    phase = 1;
    g_idle_add(run_filter, NULL);
  } else if (phase == 2) {
    printf("filter_ms %f\n", (now - filter_start) / 1000.0);
    phase = 3;
    last_frame = now;
    scroll_one_page();
  } else if (phase == 3) {
    frame_times[scroll_steps++] = (now - last_frame) / 1000.0;
    last_frame = now;
    if (scroll_steps < 120) {
      scroll_one_page();
    } else {
      qsort(frame_times, scroll_steps, sizeof frame_times[0], compare);
      printf("scroll_median_ms %f\n", frame_times[scroll_steps / 2]);
      fflush(stdout);
      exit(0);
    }
  }
}

static void realized(GtkWidget *window, gpointer data) {
  (void) data;
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(painted), NULL);
}

static gboolean filter_func(gpointer item, gpointer data) { return filtering ? keep_every_tenth(item, data) : TRUE; }

int main(int argc, char **argv) {
  started = g_get_monotonic_time();
  int count = argc > 1 ? atoi(argv[1]) : 1000000;
  gtk_init();
  GtkStringList *strings = gtk_string_list_new(NULL);
  char buffer[32];
  for (int i = 0; i < count; i++) {
    g_snprintf(buffer, sizeof buffer, "Row %d", i);
    gtk_string_list_append(strings, buffer);
  }
  filter = gtk_custom_filter_new(filter_func, NULL, NULL);
  GtkFilterListModel *filtered = gtk_filter_list_model_new(G_LIST_MODEL(strings), GTK_FILTER(g_object_ref(filter)));
  GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(filtered));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
  GtkWidget *view = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
  scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);
  g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
  gtk_window_present(GTK_WINDOW(window));
  while (TRUE) g_main_context_iteration(NULL, TRUE);
}
